import { describe, expect, it } from 'vitest';
import { formatMonth } from './formatMonth';

describe('formatMonth', () => {
  it('names the month in each language', () => {
    expect(formatMonth('2024-07-01T00:00:00+03:00', 'tr')).toBe('Temmuz 2024');
    expect(formatMonth('2024-07-01T00:00:00+03:00', 'en')).toBe('July 2024');
    expect(formatMonth('2024-02-29', 'tr')).toBe('Şubat 2024');
    expect(formatMonth('2024-08', 'tr')).toBe('Ağustos 2024');
  });

  it('uses the Istanbul month for an instant written in UTC', () => {
    expect(formatMonth('2023-12-31T21:00:00Z', 'en')).toBe('January 2024');
    expect(formatMonth('2023-12-31T20:59:00Z', 'tr')).toBe('Aralık 2023');
  });

  it('shows an unreadable value as it came', () => {
    expect(formatMonth('2024-13', 'en')).toBe('2024-13');
  });
});
