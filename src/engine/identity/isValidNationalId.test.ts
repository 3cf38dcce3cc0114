import { describe, expect, it } from 'vitest';
import { isValidNationalId, nationalIdProblem } from './isValidNationalId';

describe('the national identity number', () => {
  it.each(['10000000146', '12345678950', '11111111110', '98765432150'])('accepts %s, whose check digits are right', (id) => {
    expect(nationalIdProblem(id)).toBeUndefined();
    expect(isValidNationalId(id)).toBe(true);
  });

  it('accepts a number whose tenth-digit sum is negative before the modulo', () => {
    // odd = 1+0+0+0+0 = 1, even = 9+9+9+9 = 36: 7 − 36 = −29, whose non-negative remainder is 1
    expect(nationalIdProblem('19090909018')).toBeUndefined();
  });

  it.each([
    ['1234567895', 'length'],
    ['123456789500', 'length'],
    ['1234567895a', 'digits'],
    ['12345 678950', 'digits'],
    ['02345678950', 'leadingZero'],
    ['12345678960', 'tenthDigit'],
    ['12345678951', 'eleventhDigit'],
  ] as const)('refuses %s (%s)', (id, problem) => {
    expect(nationalIdProblem(id)).toBe(problem);
    expect(isValidNationalId(id)).toBe(false);
  });
});
