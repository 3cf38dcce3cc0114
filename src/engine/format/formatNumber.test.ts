import { describe, expect, it } from 'vitest';
import { formatNumber } from './formatNumber';

describe('formatNumber', () => {
  it('groups thousands and writes decimals the Turkish way', () => {
    expect(formatNumber(1234.56, 'tr')).toBe('1.234,56');
    expect(formatNumber(2_345_678.9, 'tr', { decimals: 2 })).toBe('2.345.678,90');
  });

  it('groups thousands and writes decimals the English way', () => {
    expect(formatNumber(1234.56, 'en')).toBe('1,234.56');
    expect(formatNumber(2_345_678.9, 'en', { decimals: 2 })).toBe('2,345,678.90');
  });

  it('shows up to two decimals by default and drops trailing zeros', () => {
    expect(formatNumber(3.14159, 'en')).toBe('3.14');
    expect(formatNumber(3.1, 'tr')).toBe('3,1');
    expect(formatNumber(3, 'en')).toBe('3');
  });

  it('uses exactly the decimals asked for', () => {
    expect(formatNumber(1, 'tr', { decimals: 3 })).toBe('1,000');
    expect(formatNumber(1234.5678, 'en', { decimals: 0 })).toBe('1,235');
  });

  it('formats zero and negative numbers, never as -0', () => {
    expect(formatNumber(0, 'tr')).toBe('0');
    expect(formatNumber(-0, 'en', { decimals: 2 })).toBe('0.00');
    expect(formatNumber(-0.001, 'en', { decimals: 2 })).toBe('0.00');
    expect(formatNumber(-1234.5, 'tr', { decimals: 2 })).toBe('-1.234,50');
    expect(formatNumber(-1234.5, 'en')).toBe('-1,234.5');
  });

  it('returns an empty string for missing values', () => {
    expect(formatNumber(null, 'tr')).toBe('');
    expect(formatNumber(undefined, 'en')).toBe('');
    expect(formatNumber(Number.NaN, 'en')).toBe('');
  });

  it('reuses formatters so a large table stays cheap (same output on every call)', () => {
    const cells = Array.from({ length: 1000 }, (_, index) => formatNumber(index + 0.5, 'tr', { decimals: 1 }));
    expect(cells[999]).toBe('999,5');
    expect(new Set(cells).size).toBe(1000);
  });
});
