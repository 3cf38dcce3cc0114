import { describe, expect, it } from 'vitest';
import { formatDateTime } from './formatDateTime';

describe('formatDateTime', () => {
  it('writes DD.MM.YYYY HH:mm from the Istanbul wall clock', () => {
    expect(formatDateTime('2024-07-29T13:00:00+03:00', 'tr')).toBe('29.07.2024 13:00');
    expect(formatDateTime('2024-07-29T00:45:00+03:00', 'en')).toBe('29.07.2024 00:45');
  });

  it('gives midnight for a plain day', () => {
    expect(formatDateTime('2024-02-29', 'tr')).toBe('29.02.2024 00:00');
  });

  it('converts UTC and other offsets to Istanbul time', () => {
    expect(formatDateTime('2024-07-29T10:00:00Z', 'en')).toBe('29.07.2024 13:00');
    expect(formatDateTime('2024-12-31T22:15:00+00:00', 'en')).toBe('01.01.2025 01:15');
    expect(formatDateTime('2024-07-29T06:00:00-04:00', 'tr')).toBe('29.07.2024 13:00');
  });

  it('keeps the digits of historical +02:00 winter times', () => {
    expect(formatDateTime('2015-01-15T08:00:00+02:00', 'tr')).toBe('15.01.2015 08:00');
  });

  it('shows an unreadable value as it came', () => {
    expect(formatDateTime('2024-07-29T25:00:00+03:00', 'tr')).toBe('2024-07-29T25:00:00+03:00');
  });
});
