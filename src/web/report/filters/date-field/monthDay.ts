// A month field still holds a day, because the request takes days: the first of the month for a range's
// start, the last for its end. This maps months to those days and day limits to month limits.
import { addMonthsToMonth, lastDayOfMonth } from './calendarGrid';

export type MonthDay = 'first' | 'last';

/** `2024-02` → `2024-02-01` (first) or `2024-02-29` (last). */
export function toMonthDay(month: string, which: MonthDay): string {
  return which === 'first' ? `${month}-01` : lastDayOfMonth(month);
}

/** The first and last month whose mapped day lies within `[min, max]` (days), as `YYYY-MM`. */
export function monthBounds(min: string | undefined, max: string | undefined, which: MonthDay): { min?: string; max?: string } {
  const first = min ? (toMonthDay(min.slice(0, 7), which) >= min ? min.slice(0, 7) : addMonthsToMonth(min.slice(0, 7), 1)) : undefined;
  const last = max ? (toMonthDay(max.slice(0, 7), which) <= max ? max.slice(0, 7) : addMonthsToMonth(max.slice(0, 7), -1)) : undefined;
  return { ...(first ? { min: first } : {}), ...(last ? { max: last } : {}) };
}
