// The metadata file of a whole-page zip: what the files beside it show and how to get them again. The filters as
// chosen (each with its label) and the exact request, the time zone, each column's unit, the source (and the
// simulated-data label when the data is simulated), when it was retrieved, the link back to the page with its
// filters and the web-service call behind it. Keys are English and stable; the texts are in the reader's language.
import type { ReportDescriptor, ReportFilter } from '../../../schemas/report.schema';
import { exportTexts } from '../../engine/export/exportTexts';
import { generatedAtText } from '../../engine/export/generatedAtText';
import { headerText } from '../../engine/export/headerText';
import { unitLabel } from '../../engine/format/unitLabel';
import { ISTANBUL_UTC_OFFSET } from '../../engine/format/timeZoneLabel';
import type { Locale } from '../../engine/locale/locale';
import type { FilterValues } from '../../engine/request/filterValues';
import { toRequest } from '../../engine/request/toRequest';
import type { ApiCall } from '../reference/apiCallSnippets';
import { pageBundleText } from '../i18n/pageBundleText';

export const BUNDLE_METADATA_VERSION = 1;
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;

export interface BundleMetadataInput {
  descriptor: ReportDescriptor;
  values: FilterValues;
  locale: Locale;
  /** The table's visible columns, in the order the files hold them. */
  columns: readonly string[];
  sort?: { field: string; direction: 'ASC' | 'DESC' } | undefined;
  range?: { start: string; end: string } | undefined;
  simulated: boolean;
  retrievedAt: Date;
  /** The page's address with its filters (a dashboard widget: its report page with the widget's view). */
  link: string;
  apiCall: ApiCall;
  /** The files beside this one, by name. */
  files: readonly string[];
  /** Why a part of the page is not in the zip (no chart drawn, no summary), in the reader's language. */
  notes?: readonly string[];
}

export interface BundleFilter {
  label: string;
  field: string;
  value: string | number;
}

export interface BundleColumn {
  key: string;
  label: string;
  /** The column's header in the CSV and XLSX files. */
  header: string;
  unit: string | null;
  unitLabel: string | null;
}

export interface BundleMetadata {
  schemaVersion: number;
  report: { id: string; title: string };
  filters: BundleFilter[];
  request: Record<string, unknown>;
  range: { start: string; end: string } | null;
  timeZone: { name: 'Europe/Istanbul'; offset: string; note: string };
  columns: BundleColumn[];
  sort: { field: string; direction: 'ASC' | 'DESC' } | null;
  source: string;
  simulated: boolean;
  simulatedLabel?: string;
  retrievedAt: string;
  retrievedAtText: string;
  link: string;
  apiCall: ApiCall;
  files: string[];
  notes: string[];
}

/** The request fields a filter fills (a date range two, an alternative its chosen body's too). */
function boundFields(filter: ReportFilter, values: FilterValues, locale: Locale): BundleFilter[] {
  const own = filter as { bind?: string | string[]; yearBind?: string; label?: { tr: string; en: string } };
  const fields = [...(Array.isArray(own.bind) ? own.bind : own.bind ? [own.bind] : []), ...(own.yearBind ? [own.yearBind] : [])];
  const chosen: BundleFilter[] = [];
  for (const field of fields) {
    const value = values[field];
    if (value !== undefined && value !== '') chosen.push({ label: own.label?.[locale] ?? dateRangeLabel(field, locale), field, value });
  }
  if ('alternatives' in filter && Array.isArray(filter.alternatives)) {
    const picked = filter.alternatives.find((alternative) => String(alternative.value) === String(values[filter.bind] ?? filter.default));
    for (const inner of picked?.filters ?? []) chosen.push(...boundFields(inner as ReportFilter, values, locale));
  }
  return chosen;
}

/** A date range's two fields carry no label of their own in a descriptor: named here. */
function dateRangeLabel(field: string, locale: Locale): string {
  if (/^start/i.test(field)) return locale === 'tr' ? 'Başlangıç tarihi' : 'Start date';
  if (/^end/i.test(field)) return locale === 'tr' ? 'Bitiş tarihi' : 'End date';
  return field;
}

/** An instant as Istanbul wall time with its offset: 2024-07-29T14:05:09+03:00. */
export function istanbulTimestamp(date: Date): string {
  return `${new Date(date.getTime() + ISTANBUL_OFFSET_MS).toISOString().slice(0, 19)}+03:00`;
}

export function toBundleMetadata(input: BundleMetadataInput): BundleMetadata {
  const { descriptor, locale } = input;
  const columns = input.columns
    .map((key) => descriptor.columns.find((column) => column.key === key))
    .filter((column) => column !== undefined)
    .map((column) => ({
      key: column.key,
      label: column.label[locale],
      header: headerText(column, locale),
      unit: column.unit ?? null,
      unitLabel: column.unit ? unitLabel(column.unit, locale) : null,
    }));
  return {
    schemaVersion: BUNDLE_METADATA_VERSION,
    report: { id: descriptor.id, title: descriptor.title[locale] },
    filters: (descriptor.filters ?? []).flatMap((filter) => boundFields(filter, input.values, locale)),
    request: toRequest(descriptor, input.values),
    range: input.range ?? null,
    timeZone: { name: 'Europe/Istanbul', offset: ISTANBUL_UTC_OFFSET, note: exportTexts.timeZoneValue[locale] },
    columns,
    sort: input.sort ?? null,
    source: exportTexts[input.simulated ? 'simulated' : 'real'][locale],
    simulated: input.simulated,
    ...(input.simulated ? { simulatedLabel: pageBundleText[locale].simulatedLabel } : {}),
    retrievedAt: istanbulTimestamp(input.retrievedAt),
    retrievedAtText: generatedAtText(input.retrievedAt, locale, { bare: true }),
    link: input.link,
    apiCall: input.apiCall,
    files: [...input.files],
    notes: [...(input.notes ?? [])],
  };
}
