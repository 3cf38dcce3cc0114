// A report as an order or an alert rule names it: the report, a relative range (resolved at the moment of the
// run) and the values of its other filters. The body is the one the report's own route takes, checked by the
// report's own validator, so an order can never ask for what the page could not.
import { isReportPage, type ReportDescriptor } from '../../../schemas/report.schema';
import type { Locale } from '../../engine/locale/locale';
import { toIstanbulIso } from '../../engine/format/toIstanbulIso';
import { ApiError } from '../errors/apiError';
import { compileRequestValidator, type CompiledRequestValidator, type ReportRequest } from '../reports/reportRequest';
import { isPlainObject, type FieldErrors } from './inputErrors';

/** The relative ranges an order may take, resolved by engine/request/resolvePreset.ts at each run. */
export const ORDER_RANGES = ['today', 'yesterday', 'last7Days', 'last30Days', 'thisMonth', 'lastMonth'] as const;
export type OrderRange = (typeof ORDER_RANGES)[number];

export type ReportFilterValues = Record<string, string | number>;

const MAX_FILTERS = 20;
const MAX_VALUE_LENGTH = 200;

/** The start and end request fields of a report's date range, when it has a two-day one. */
export function dateFields(descriptor: ReportDescriptor): [string, string] | undefined {
  const range = descriptor.filters.find((f) => f.widget === 'dateRange');
  return range && range.bind.length === 2 ? [range.bind[0]!, range.bind[1]!] : undefined;
}

/** Reports an order or a rule may name: report pages with a start and end day. */
export class OrderableReports {
  private readonly byId = new Map<string, { descriptor: ReportDescriptor; validator: CompiledRequestValidator }>();

  constructor(reports: readonly ReportDescriptor[]) {
    for (const descriptor of reports) {
      if (isReportPage(descriptor) && dateFields(descriptor)) this.byId.set(descriptor.id, { descriptor, validator: compileRequestValidator(descriptor) });
    }
  }

  get(id: string): ReportDescriptor | undefined { return this.byId.get(id)?.descriptor; }

  /** The validated request for the days given, or the report's own 400. */
  request(id: string, filters: ReportFilterValues, days: { start: string; end: string }, locale: Locale): ReportRequest {
    const entry = this.byId.get(id);
    if (!entry) throw new Error(`no orderable report ${id}`);
    const [start, end] = dateFields(entry.descriptor)!;
    return entry.validator.parse({ ...filters, [start]: toIstanbulIso(days.start), [end]: toIstanbulIso(days.end) }, locale, undefined);
  }
}

/** Checks `filters`: the report's request fields other than its dates, text or numbers; then the whole body. */
export function checkFilters(reports: OrderableReports, reportId: string, value: unknown, errors: FieldErrors, locale: Locale, sampleDays: { start: string; end: string }): ReportFilterValues {
  const descriptor = reports.get(reportId);
  if (value === undefined) value = {};
  if (!isPlainObject(value) || Object.keys(value).length > MAX_FILTERS) {
    errors.add('filters', { tr: 'Süzgeçler, raporun alanlarını ve değerlerini tutan bir nesne olmalı.', en: 'Filters must be an object of the report\'s fields and their values.' });
    return {};
  }
  const filters: ReportFilterValues = {};
  const dates: string[] = descriptor ? dateFields(descriptor) ?? [] : [];
  for (const [key, v] of Object.entries(value)) {
    const known = descriptor && Object.hasOwn(descriptor.api.request, key) && !dates.includes(key);
    const plain = (typeof v === 'string' && v.length <= MAX_VALUE_LENGTH) || (typeof v === 'number' && Number.isFinite(v));
    if (!known) errors.add(`filters.${key.slice(0, 60)}`, { tr: 'Raporun böyle bir süzgeci yok.', en: 'The report has no such filter.' });
    else if (!plain) errors.add(`filters.${key}`, { tr: 'Değer bir metin (en çok 200 karakter) ya da sayı olmalı.', en: 'The value must be text (at most 200 characters) or a number.' });
    else filters[key] = v as string | number;
  }
  if (descriptor && !errors.any) {
    try {
      reports.request(reportId, filters, sampleDays, locale);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      for (const item of error.errors) errors.add('filters', { tr: item.errorMessage, en: item.errorMessage });
    }
  }
  return filters;
}
