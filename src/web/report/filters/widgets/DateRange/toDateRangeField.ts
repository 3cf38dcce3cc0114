import { DATE_PRESETS, type DatePreset, type SpanLimit } from '../../../../../../schemas/report.schema';
import type { DateRangeFilter } from '../../../../../engine/filters/date-range/dateRangeWidget';
import { bindsRequiredField, type ToFormFields } from '../formField';

export interface DateRangeOptions {
  presets: DatePreset[];
  spanLimit?: SpanLimit;
  granularity: 'day' | 'month' | 'year' | 'hour';
  /** One period field (a day, a month, a year or a delivery hour), not a start and an end. */
  single: boolean;
  /** The market's first day: the calendars offer no earlier day. */
  firstDay?: string;
}

const rangeTitle = { tr: 'Tarih aralığı', en: 'Date range' } as const;
const periodTitle = { day: { tr: 'Gün', en: 'Day' }, month: { tr: 'Dönem', en: 'Period' }, year: { tr: 'Yıl', en: 'Year' }, hour: { tr: 'Teslim saati', en: 'Delivery hour' } } as const;

export const toDateRangeField: ToFormFields<DateRangeFilter> = (filter, { descriptor, locale, spanLimit }) => {
  const granularity = filter.granularity ?? 'day';
  const title = filter.label ?? (filter.bind.length === 1 ? periodTitle[granularity] : rangeTitle);
  const limit = spanLimit ?? filter.maxSpan;
  const options: DateRangeOptions = {
    // A default that follows the publication schedule is no button: without a list, no buttons.
    presets: filter.presets ?? DATE_PRESETS.filter((preset) => preset === filter.default),
    granularity,
    single: filter.bind.length === 1,
    ...(limit ? { spanLimit: limit } : {}),
    ...(filter.firstDay ? { firstDay: filter.firstDay } : {}),
  };
  return [{
    key: filter.bind.join('_'),
    schema: { type: 'string', title: title[locale] },
    uiSchema: { 'ui:widget': 'dateRange', 'ui:options': { ...options } },
    required: bindsRequiredField(descriptor, filter.bind),
  }];
};
