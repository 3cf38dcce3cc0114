// The date filter: a start and an end day ([startField, endField]) or one period ([field]: a day, a month,
// a year or one delivery hour, by granularity). Its one form value is `start/end[/preset]`; the request gets the
// days it binds (an hour filter: the hour, `2024-08-01T13:00`, its start and end both).
import type { LocalizedText, ReportFilter, SpanLimit } from '../../../../schemas/report.schema';
import { formatDate } from '../../format/formatDate';
import { describeSpanLimit } from '../../request/describeSpanLimit';
import { firstDayError } from '../../request/firstDayError';
import { isPeriodFilter, periodRange, periodStart } from '../../request/periodRange';
import { resolveRangeDefault } from '../../request/lastPublishedMonth';
import { spanEndLimit } from '../../request/spanEndLimit';
import { spanLimitExceeded } from '../../request/spanLimitExceeded';
import { emptyToUndefined } from '../emptyToUndefined';
import type { FilterWidgetDefinition } from '../filterWidget';
import { joinRange, splitRange } from './rangeFormValue';

export type DateRangeFilter = Extract<ReportFilter, { widget: 'dateRange' }>;

const PERIOD_REQUIRED: Record<'day' | 'month' | 'year' | 'hour', LocalizedText> = {
  day: { tr: 'Zorunlu alan: bir gün seçin.', en: 'Required field: choose a day.' },
  month: { tr: 'Zorunlu alan: bir ay seçin.', en: 'Required field: choose a month.' },
  year: { tr: 'Zorunlu alan: bir yıl seçin.', en: 'Required field: choose a year.' },
  hour: { tr: 'Zorunlu alan: bir gün ve saat seçin.', en: 'Required field: choose a day and an hour.' },
};


/** An end before its start, or a range longer than the limit in force, with the last end day it allows. */
export function rangeError(start: string, end: string, limit: SpanLimit | undefined): LocalizedText | undefined {
  if (end < start) {
    return { tr: 'Bitiş tarihi, başlangıç tarihinden önce olamaz.', en: 'The end date cannot be before the start date.' };
  }
  if (!limit || !spanLimitExceeded(start, end, limit)) return undefined;
  const lastTr = formatDate(spanEndLimit(start, limit), 'tr');
  const lastEn = formatDate(spanEndLimit(start, limit), 'en');
  return {
    tr: `Tarih aralığı ${describeSpanLimit(limit, 'tr')} olabilir; bitiş tarihini en geç ${lastTr} seçin.`,
    en: `The date range can be ${describeSpanLimit(limit, 'en')}; choose an end date no later than ${lastEn}.`,
  };
}

export const dateRangeWidget: FilterWidgetDefinition<DateRangeFilter> = {
  holdsDays: true,
  holdsHours: (filter) => filter.granularity === 'hour',
  carriesRangePreset: true,
  formKey: (filter) => filter.bind.join('_'),
  fields: (filter) => [...filter.bind],
  defaultValues(filter, now, publication) {
    const [startField, endField] = filter.bind;
    const range = resolveRangeDefault(filter.default, now, publication);
    return {
      ...(startField ? { [startField]: isPeriodFilter(filter) ? periodStart(range, filter, now) : range.start } : {}),
      ...(endField ? { [endField]: range.end } : {}),
    };
  },
  requiredMessage(filter, field) {
    if (isPeriodFilter(filter)) return PERIOD_REQUIRED[filter.granularity ?? 'day'];
    return filter.bind[0] === field
      ? { tr: 'Zorunlu alan: başlangıç tarihini seçin.', en: 'Required field: choose a start date.' }
      : { tr: 'Zorunlu alan: bitiş tarihini seçin.', en: 'Required field: choose an end date.' };
  },
  completeFields: (filter) => [...filter.bind],
  check(filter, parsed, { limitOverride }) {
    const [startField, endField] = filter.bind;
    if (!startField) return [];
    const start = parsed.get(startField);
    if (typeof start !== 'string') return [];
    if (!endField) {
      // One period (an hour's day, a day, a month, a year): it must reach the market's first day.
      const period = periodRange(start.slice(0, 10), filter.granularity ?? 'day');
      const early = firstDayError(filter, period.start, period.end);
      return early ? [{ field: startField, message: early }] : [];
    }
    const end = parsed.get(endField);
    if (typeof end !== 'string') return [];
    const early = firstDayError(filter, start, end);
    if (early) return [{ field: startField, message: early }];
    const message = rangeError(start, end, limitOverride ?? filter.maxSpan);
    return message ? [{ field: endField, message }] : [];
  },
  toFormData: (filter, values, rangePreset) => ({
    [filter.bind.join('_')]: joinRange(values[filter.bind[0] ?? ''], values[filter.bind[1] ?? ''], rangePreset),
  }),
  fromFormData(filter, data) {
    const { start, end } = splitRange(data[filter.bind.join('_')]);
    const [startField, endField] = filter.bind;
    return {
      ...(startField ? { [startField]: emptyToUndefined(start) } : {}),
      ...(endField ? { [endField]: emptyToUndefined(end) } : {}),
    };
  },
};
