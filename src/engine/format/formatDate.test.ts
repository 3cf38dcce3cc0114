import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate';

describe('formatDate', () => {
  it('writes DD.MM.YYYY in both languages', () => {
    expect(formatDate('2024-07-29T13:00:00+03:00', 'tr')).toBe('29.07.2024');
    expect(formatDate('2024-07-29T13:00:00+03:00', 'en')).toBe('29.07.2024');
    expect(formatDate('2024-07-29', 'en')).toBe('29.07.2024');
  });

  it('keeps the Istanbul day just after midnight, whatever the runtime time zone', () => {
    // 00:30 in Istanbul is still the previous day in UTC and in New York; the digits are read as written.
    expect(formatDate('2024-01-01T00:30:00+03:00', 'tr')).toBe('01.01.2024');
    expect(formatDate('2024-03-01T00:00:00+03:00', 'en')).toBe('01.03.2024');
    expect(formatDate('2024-12-31T23:30:00+03:00', 'tr')).toBe('31.12.2024');
  });

  it('converts instants written in another offset to Istanbul time', () => {
    expect(formatDate('2024-07-28T21:00:00Z', 'tr')).toBe('29.07.2024');
    expect(formatDate('2024-07-29T20:59:00.000Z', 'tr')).toBe('29.07.2024');
    expect(formatDate('2024-07-29T21:00:00Z', 'tr')).toBe('30.07.2024');
  });

  it('reads the leap day and month ends', () => {
    expect(formatDate('2024-02-29T00:00:00+03:00', 'tr')).toBe('29.02.2024');
    expect(formatDate('2023-04-30', 'en')).toBe('30.04.2023');
  });

  it('shows a value it cannot read as it came rather than a wrong date', () => {
    expect(formatDate('2023-02-29', 'tr')).toBe('2023-02-29');
    expect(formatDate('yesterday', 'en')).toBe('yesterday');
    expect(formatDate('', 'en')).toBe('');
  });
});
