// The days a date filter stands for. A range filter binds a start and an end field; a one-field filter binds
// one period (a day such as `date`, a month such as `period`, or a year) and stands for every day of it, so the page,
// the server and the exports read the same days whichever shape the operator's request has. An hour filter binds
// one delivery hour (`2024-08-01T13:00`): its day is the range, and the server reads that hour of it.
import type { ReportFilter } from '../../../schemas/report.schema';
import type { FilterValues } from './filterValues';
import { deliveryHourAt, splitDeliveryHour } from './deliveryHour';
import { addDays, addMonths, isIsoDay, monthStart } from './isoDay';
import type { DayRange } from './resolvePreset';

export type PeriodGranularity = 'day' | 'month' | 'year' | 'hour';
type DateFilter = Extract<ReportFilter, { widget: 'dateRange' }>;

/** The period a day falls in: the day itself (also for an hour of it), its whole month or its whole year. */
export function periodRange(day: string, granularity: PeriodGranularity): DayRange {
  if (granularity === 'year') return { start: `${day.slice(0, 4)}-01-01`, end: `${day.slice(0, 4)}-12-31` };
  if (granularity === 'month') {
    const start = monthStart(day);
    return { start, end: addDays(addMonths(start, 1), -1) };
  }
  return { start: day, end: day };
}

/** True when the filter binds one period rather than a start and an end. */
export function isPeriodFilter(filter: DateFilter): boolean {
  return filter.bind.length === 1;
}

/**
 * What a one-field filter writes for a range a preset resolved to: its first day (a month's first day for
 * months); for an hour filter, the hour of that day that `now` shows in Istanbul.
 */
export function periodStart(range: DayRange, filter: DateFilter, now: Date): string {
  if (filter.granularity === 'hour') return deliveryHourAt(range.start, now);
  return periodRange(range.start, filter.granularity ?? 'day').start;
}

/** The inclusive days the filter's values stand for, or undefined while a day is missing or unreadable. */
export function dateFilterRange(filter: DateFilter, values: FilterValues): DayRange | undefined {
  const [startField, endField] = filter.bind;
  const given = startField ? values[startField] : undefined;
  // An hour filter's value is an hour of a day: the range is that day.
  const start = filter.granularity === 'hour' ? splitDeliveryHour(given)?.day : given;
  if (!isIsoDay(start)) return undefined;
  if (isPeriodFilter(filter)) return periodRange(start as string, filter.granularity ?? 'day');
  const end = endField ? values[endField] : undefined;
  return isIsoDay(end) ? { start: start as string, end: end as string } : undefined;
}
