// The days a date filter stands for. A range filter binds a start and an end field; a one-field filter binds
// one period (a day such as `date`, a month such as `period`, or a year) and stands for every day of it, so the page,
// the server and the exports read the same days whichever shape the operator's request has.
import type { ReportFilter } from '../../../schemas/report.schema';
import type { FilterValues } from './filterValues';
import { addDays, addMonths, isIsoDay, monthStart } from './isoDay';
import type { DayRange } from './resolvePreset';

export type PeriodGranularity = 'day' | 'month' | 'year';
type DateFilter = Extract<ReportFilter, { widget: 'dateRange' }>;

/** The period a day falls in: the day itself, its whole month or its whole year. */
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

/** The first day a one-field filter writes for a range a preset resolved to (a month's first day for months). */
export function periodStart(range: DayRange, filter: DateFilter): string {
  return periodRange(range.start, filter.granularity ?? 'day').start;
}

/** The inclusive days the filter's values stand for, or undefined while a day is missing or unreadable. */
export function dateFilterRange(filter: DateFilter, values: FilterValues): DayRange | undefined {
  const [startField, endField] = filter.bind;
  const start = startField ? values[startField] : undefined;
  if (!isIsoDay(start)) return undefined;
  if (isPeriodFilter(filter)) return periodRange(start as string, filter.granularity ?? 'day');
  const end = endField ? values[endField] : undefined;
  return isIsoDay(end) ? { start: start as string, end: end as string } : undefined;
}
