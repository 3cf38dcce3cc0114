// The range the reader types on the statistics screen, checked before it is asked for: both days given, the last
// not before the first, at most MAX_SPAN_DAYS (the server's limit). Errors name the field they belong beside.
import type { UsagePeriod, UsageRequest } from './usageTypes';

export const MAX_SPAN_DAYS = 366;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface RangeDraft { startDate: string; endDate: string; period: UsagePeriod }
export type RangeErrors = Partial<Record<'startDate' | 'endDate', { key: string; values?: Record<string, unknown> }>>;

const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;

export function checkRange(draft: RangeDraft): { ok: true; request: UsageRequest } | { ok: false; errors: RangeErrors } {
  const errors: RangeErrors = {};
  if (!DAY.test(draft.startDate)) errors.startDate = { key: 'adminOversight.statistics.badDay' };
  if (!DAY.test(draft.endDate)) errors.endDate = { key: 'adminOversight.statistics.badDay' };
  if (!errors.startDate && !errors.endDate) {
    const span = dayNumber(draft.endDate) - dayNumber(draft.startDate) + 1;
    if (span < 1) errors.endDate = { key: 'adminOversight.statistics.badOrder' };
    else if (span > MAX_SPAN_DAYS) errors.endDate = { key: 'adminOversight.statistics.tooLong', values: { max: MAX_SPAN_DAYS } };
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, request: { ...draft } };
}

/** The last 30 days to `today` (YYYY-MM-DD, Istanbul), by day. */
export function defaultRange(today: string): RangeDraft {
  const start = new Date((dayNumber(today) - 29) * 86_400_000).toISOString().slice(0, 10);
  return { startDate: start, endDate: today, period: 'day' };
}
