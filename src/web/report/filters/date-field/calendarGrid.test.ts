import { describe, expect, it } from 'vitest';
import { addMonthsToMonth, clampToRange, lastDayOfMonth, monthWeeks, shiftMonths, weekdayIndex } from './calendarGrid';

describe('calendarGrid', () => {
  it('counts weekdays from Monday', () => {
    expect(weekdayIndex('2024-07-29')).toBe(0);
    expect(weekdayIndex('2024-08-04')).toBe(6);
  });

  it('lays a month out in Monday-first weeks', () => {
    // July 2024 starts on a Monday; September 2024 starts on a Sunday and needs six rows.
    const july = monthWeeks('2024-07');
    expect(july[0]).toEqual(['2024-07-01', '2024-07-02', '2024-07-03', '2024-07-04', '2024-07-05', '2024-07-06', '2024-07-07']);
    expect(july.at(-1)).toEqual(['2024-07-29', '2024-07-30', '2024-07-31', null, null, null, null]);
    const september = monthWeeks('2024-09');
    expect(september).toHaveLength(6);
    expect(september[0]).toEqual([null, null, null, null, null, null, '2024-09-01']);
    expect(monthWeeks('2021-02')).toHaveLength(4);
  });

  it('moves by months and keeps the day inside the target month', () => {
    expect(addMonthsToMonth('2024-12', 1)).toBe('2025-01');
    expect(addMonthsToMonth('2024-01', -13)).toBe('2022-12');
    expect(shiftMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(shiftMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(shiftMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(lastDayOfMonth('2023-02')).toBe('2023-02-28');
  });

  it('clamps into a range', () => {
    expect(clampToRange('2024-07-29', '2024-08-01', undefined)).toBe('2024-08-01');
    expect(clampToRange('2024-07-29', undefined, '2024-07-01')).toBe('2024-07-01');
    expect(clampToRange('2024-07', '2024-01', '2024-12')).toBe('2024-07');
  });
});
