import { describe, expect, it } from 'vitest';
import { toNumberText } from './numberText';

describe('toNumberText', () => {
  it('writes plain numbers without thousands separators, with the locale decimal mark', () => {
    expect(toNumberText(1234.564, 2, 'tr', 'plain')).toBe('1234,56');
    expect(toNumberText(1234.564, 2, 'en', 'plain')).toBe('1234.56');
    expect(toNumberText(-1234567.5, 0, 'tr', 'plain')).toBe('-1234568');
  });

  it('groups thousands for reading', () => {
    expect(toNumberText(1234567.891, 2, 'tr', 'grouped')).toBe('1.234.567,89');
    expect(toNumberText(1234567.891, 2, 'en', 'grouped')).toBe('1,234,567.89');
  });

  it('never prints a negative zero', () => {
    expect(toNumberText(-0.001, 2, 'tr', 'plain')).toBe('0,00');
    expect(toNumberText(-0.001, 2, 'en', 'grouped')).toBe('0.00');
  });
});
