// A market's first day (a date filter's `firstDay`): nothing before it exists, so a range may not start before
// it and a period (a day, a month, a year) must reach it. The page says so beside the field, the server answers
// the same words with a 400.
import type { LocalizedText, ReportFilter } from '../../../schemas/report.schema';
import { formatDate } from '../format/formatDate';

type DateFilter = Extract<ReportFilter, { widget: 'dateRange' }>;

/** The message for days `start`–`end` (inclusive, YYYY-MM-DD) the filter refuses, or undefined when they are allowed. */
export function firstDayError(filter: DateFilter, start: string, end: string): LocalizedText | undefined {
  const { firstDay } = filter;
  if (!firstDay) return undefined;
  const refused = filter.bind.length === 1 ? end < firstDay : start < firstDay;
  if (!refused) return undefined;
  return {
    tr: `Bu piyasanın verisi ${formatDate(firstDay, 'tr')} tarihinde başlar; bu günden önceki bir tarih seçilemez.`,
    en: `This market's data begins on ${formatDate(firstDay, 'en')}; a date before that day cannot be chosen.`,
  };
}
