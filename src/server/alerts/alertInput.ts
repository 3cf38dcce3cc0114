// A member's alert rule as the matchings tab sends it, checked whole: a report, one of its number columns, how
// the newly published rows are summed up (max, min, avg, or any single row), a comparison and a threshold, and
// the report's other filters. Only reports that are published on a schedule the server follows may be named.
import type { Locale } from '../../engine/locale/locale';
import { resolvePreset } from '../../engine/request/resolvePreset';
import { FieldErrors, isName, isPlainObject, NAME_TEXT, unknownFields } from '../deliveries/inputErrors';
import { checkFilters, type OrderableReports, type ReportFilterValues } from '../deliveries/reportBody';
import { PUBLICATION_TOPICS, publicationTopics } from '../publication/stream/publicationTopics';

export const ALERT_AGGREGATES = ['max', 'min', 'avg', 'any'] as const;
export const ALERT_COMPARATORS = ['gt', 'gte', 'lt', 'lte'] as const;
export type AlertAggregate = (typeof ALERT_AGGREGATES)[number];
export type AlertComparator = (typeof ALERT_COMPARATORS)[number];

export interface AlertRuleInput {
  name: string;
  reportId: string;
  column: string;
  aggregate: AlertAggregate;
  comparator: AlertComparator;
  threshold: number;
  filters: ReportFilterValues;
  paused: boolean;
}

const FIELDS = ['name', 'reportId', 'column', 'aggregate', 'comparator', 'threshold', 'filters', 'paused'];
/** The schedules whose advance the server hears of (publication/stream/publicationTopics.ts). */
export const FOLLOWED_PUBLICATIONS = new Set<string>(PUBLICATION_TOPICS.map((t) => publicationTopics[t].publication));

export function parseAlertInput(body: unknown, reports: OrderableReports, locale: Locale, now: Date): AlertRuleInput {
  const errors = new FieldErrors(locale);
  if (!isPlainObject(body)) {
    errors.add('body', { tr: 'Gövde bir JSON nesnesi olmalı.', en: 'The body must be a JSON object.' });
    errors.throwIfAny();
  }
  const b = body as Record<string, unknown>;
  unknownFields(b, FIELDS, errors);
  if (!isName(b.name)) errors.add('name', NAME_TEXT);
  const descriptor = typeof b.reportId === 'string' ? reports.get(b.reportId) : undefined;
  const followed = descriptor && descriptor.publication && FOLLOWED_PUBLICATIONS.has(descriptor.publication);
  if (!followed) errors.add('reportId', { tr: 'Yayımlanma saati izlenen, tarih aralığı olan bir rapor seçin.', en: 'Choose a report with a date range whose publication the platform follows.' });
  const column = descriptor?.columns.find((c) => c.key === b.column && c.type === 'number');
  if (!column) errors.add('column', { tr: 'Raporun sayı tutan bir sütununu seçin.', en: 'Choose one of the report\'s number columns.' });
  if (!(ALERT_AGGREGATES as readonly unknown[]).includes(b.aggregate)) errors.add('aggregate', { tr: 'Özet max, min, avg ya da any olmalı.', en: 'The summary must be max, min, avg or any.' });
  if (!(ALERT_COMPARATORS as readonly unknown[]).includes(b.comparator)) errors.add('comparator', { tr: 'Karşılaştırma gt, gte, lt ya da lte olmalı.', en: 'The comparison must be gt, gte, lt or lte.' });
  if (typeof b.threshold !== 'number' || !Number.isFinite(b.threshold) || Math.abs(b.threshold) > 1e12) errors.add('threshold', { tr: 'Eşik bir sayı olmalı.', en: 'The threshold must be a number.' });
  const filters = followed ? checkFilters(reports, descriptor.id, b.filters, errors, locale, resolvePreset('yesterday', now)) : {};
  if (b.paused !== undefined && typeof b.paused !== 'boolean') errors.add('paused', { tr: 'true ya da false olmalı.', en: 'Must be true or false.' });
  errors.throwIfAny();
  return {
    name: (b.name as string).trim(), reportId: descriptor!.id, column: column!.key, aggregate: b.aggregate as AlertAggregate,
    comparator: b.comparator as AlertComparator, threshold: b.threshold as number, filters, paused: b.paused === true,
  };
}
