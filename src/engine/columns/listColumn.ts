// A nested array inside an item (a fault's hourly `faultDetails`): a real JSON array in the answer (the store
// keeps it as JSON text), a count that opens to the items on the page, the items joined readably in files.
// The column's `valueLabels` name the fields of its items in both languages ("hour" → "Saat" / "Hour").
import type { ReportColumn } from '../../../schemas/report.schema';
import { formatDateTime } from '../format/formatDateTime';
import { formatNumber } from '../format/formatNumber';
import type { Locale } from '../locale/locale';
import type { CellValue, ListItem, ListItemValue } from '../rows/reportRow';
import { booleanWord } from './booleanWords';
import type { ColumnTypeDefinition } from './columnType';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ITEM_SEPARATOR = '; ';
const FIELD_SEPARATOR = ', ';

/** The list a value holds: an array as it is, JSON text parsed; text that is not a JSON array is one item. */
export function toList(value: unknown): readonly ListItem[] | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value as ListItem[];
  if (typeof value !== 'string') return [value as ListItemValue];
  if (value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as ListItem[]) : [value];
  } catch {
    return [value];
  }
}

function valueText(value: ListItemValue, locale: Locale): string {
  if (value === null) return '–';
  if (typeof value === 'boolean') return booleanWord(value, locale);
  if (typeof value === 'number') return formatNumber(value, locale);
  return ISO_DATE_TIME.test(value) ? formatDateTime(value, locale) : value;
}

/** One item as a reader sees it: a value, or its fields as "Label: value" (labels from the column's valueLabels). */
export function listItemText(item: ListItem, column: ReportColumn, locale: Locale): string {
  if (item === null || typeof item !== 'object') return valueText(item, locale);
  return Object.entries(item)
    .map(([field, value]) => `${column.valueLabels?.[field]?.[locale] ?? field}: ${valueText(value, locale)}`)
    .join(FIELD_SEPARATOR);
}

const COUNT_WORDS: Record<Locale, (count: number) => string> = {
  tr: (count) => `${formatNumber(count, 'tr')} kayıt`,
  en: (count) => `${formatNumber(count, 'en')} ${count === 1 ? 'item' : 'items'}`,
};

/** "3 kayıt" / "3 items": what the page shows before the list is opened. */
export function listCountText(count: number, locale: Locale): string {
  return COUNT_WORDS[locale](count);
}

export const listColumn: ColumnTypeDefinition = {
  type: 'list',
  readsRowTime: false,
  numeric: false,
  align: 'start',
  minWidthRem: 10,
  pdfWeight: 2.2,
  zoneInHeader: false,
  catalogueTypes: /^array</,
  storeShape: 'jsonText',
  responseSchema: { type: ['array', 'null'], items: {} },
  fromStore: (value): CellValue => toList(value),
  toText(value, column, locale) {
    const list = toList(value);
    return list === null ? null : list.map((item) => listItemText(item, column, locale)).join(ITEM_SEPARATOR);
  },
  toXlsxValue: (value, column, locale) => listColumn.toText(value, column, locale, 'reading') ?? '',
  xlsxNumberFormat: () => undefined,
  compare: (a, b) => (toList(a)?.length ?? 0) - (toList(b)?.length ?? 0),
};
