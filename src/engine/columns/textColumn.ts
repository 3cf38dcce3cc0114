// Names, codes and statuses: shown as they come (coded values through the column's valueLabels, which
// columnText.ts applies to every type), ordered as a Turkish reader expects.
import { compareTurkish } from '../format/compareTurkish';
import type { ColumnTypeDefinition } from './columnType';

export const textColumn: ColumnTypeDefinition = {
  type: 'text',
  readsRowTime: false,
  numeric: false,
  align: 'start',
  minWidthRem: 8,
  pdfWeight: 1.6,
  zoneInHeader: false,
  storeShape: 'text',
  responseSchema: { type: ['string', 'null'] },
  fromStore: (value) => (value === null || value === undefined ? null : String(value)),
  toText: (value) => (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : null),
  toXlsxValue: (value, column, locale) => textColumn.toText(value, column, locale, 'reading') ?? JSON.stringify(value),
  xlsxNumberFormat: () => undefined,
  compare: (a, b) => compareTurkish(String(a), String(b)),
};
