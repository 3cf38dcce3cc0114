import { describe, expect, it } from 'vitest';
import { formatShortNumber } from './formatShortNumber';

describe('formatShortNumber', () => {
  it('writes English K, M, B and T', () => {
    expect(formatShortNumber(1234, 'en')).toBe('1.2K');
    expect(formatShortNumber(3_400_000, 'en')).toBe('3.4M');
    expect(formatShortNumber(5_000_000_000, 'en')).toBe('5B');
    expect(formatShortNumber(2_100_000_000_000, 'en')).toBe('2.1T');
  });

  it('writes Turkish Bin, Mn, Mr and Tn with a decimal comma', () => {
    expect(formatShortNumber(1234, 'tr')).toBe('1,2 Bin');
    expect(formatShortNumber(3_400_000, 'tr')).toBe('3,4 Mn');
    expect(formatShortNumber(5_000_000_000, 'tr')).toBe('5 Mr');
    expect(formatShortNumber(2_100_000_000_000, 'tr')).toBe('2,1 Tn');
  });

  it('leaves numbers below 1000 plain', () => {
    expect(formatShortNumber(999, 'en')).toBe('999');
    expect(formatShortNumber(12.345, 'tr')).toBe('12,35');
    expect(formatShortNumber(0, 'tr')).toBe('0');
  });

  it('moves to the next scale when rounding reaches 1000', () => {
    expect(formatShortNumber(999_950, 'en')).toBe('1M');
    expect(formatShortNumber(999_949, 'en')).toBe('999.9K');
  });

  it('keeps the sign of negative numbers', () => {
    expect(formatShortNumber(-1500, 'en')).toBe('-1.5K');
    expect(formatShortNumber(-2_000_000, 'tr')).toBe('-2 Mn');
    expect(formatShortNumber(-12, 'en')).toBe('-12');
  });
});
