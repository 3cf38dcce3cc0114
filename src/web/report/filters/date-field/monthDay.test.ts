import { describe, expect, it } from 'vitest';
import { monthBounds, toMonthDay } from './monthDay';

describe('toMonthDay', () => {
  it('maps a month to its first or last day', () => {
    expect(toMonthDay('2024-02', 'first')).toBe('2024-02-01');
    expect(toMonthDay('2024-02', 'last')).toBe('2024-02-29');
  });
});

describe('monthBounds', () => {
  it('keeps the months whose mapped day is inside the day limits', () => {
    // An end month from a start of 2025-01-01 and a five-year limit (last day 2029-12-31).
    expect(monthBounds('2025-01-01', '2029-12-31', 'last')).toEqual({ min: '2025-01', max: '2029-12' });
    // A limit in mid-month: the last day of that month would pass it, so the month before is the last.
    expect(monthBounds('2025-01-15', '2030-01-14', 'last')).toEqual({ min: '2025-01', max: '2029-12' });
    expect(monthBounds('2025-01-15', '2030-01-14', 'first')).toEqual({ min: '2025-02', max: '2030-01' });
    expect(monthBounds(undefined, undefined, 'first')).toEqual({});
  });
});
