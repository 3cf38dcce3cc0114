import { describe, expect, it } from 'vitest';
import { addDays, addMonths, inclusiveDayCount, isIsoDay, monthStart } from './isoDay';

describe('isoDay', () => {
  it('accepts only real calendar days', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2023-02-29')).toBe(false);
    expect(isIsoDay('2024-04-31')).toBe(false);
    expect(isIsoDay('2024-7-29')).toBe(false);
    expect(isIsoDay('2024-07-29T00:00:00+03:00')).toBe(false);
    expect(isIsoDay(20240729)).toBe(false);
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-01-01', -1)).toBe('2023-12-31');
    // Late-March and late-October dates would shift in a runtime with daylight saving; here they do not.
    expect(addDays('2024-03-30', 2)).toBe('2024-04-01');
    expect(addDays('2024-10-26', 2)).toBe('2024-10-28');
  });

  it('adds months, rolling over days the target month lacks', () => {
    expect(addMonths('2024-01-15', 1)).toBe('2024-02-15');
    expect(addMonths('2024-01-31', 1)).toBe('2024-03-02');
    expect(addMonths('2024-02-29', 12)).toBe('2025-03-01');
    expect(addMonths('2024-03-01', -1)).toBe('2024-02-01');
  });

  it('finds the month start and counts days inclusively', () => {
    expect(monthStart('2024-07-29')).toBe('2024-07-01');
    expect(inclusiveDayCount('2024-07-29', '2024-07-29')).toBe(1);
    expect(inclusiveDayCount('2024-01-01', '2024-12-31')).toBe(366);
    expect(inclusiveDayCount('2023-01-01', '2023-12-31')).toBe(365);
  });

  it('refuses to calculate with a malformed day', () => {
    expect(() => addDays('29.07.2024', 1)).toThrow(/YYYY-MM-DD/);
  });
});
