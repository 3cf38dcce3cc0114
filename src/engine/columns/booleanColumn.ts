// A yes/no field (a market membership): true/false in the answer, "Evet"/"Hayır" or "Yes"/"No" on the page
// (with a check mark) and in every file. Stores without a boolean keep 0/1, which read as false/true.
import type { CellValue } from '../rows/reportRow';
import { booleanWord } from './booleanWords';
import type { ColumnTypeDefinition } from './columnType';

const TRUE_TEXT = new Set(['true', '1', 't', 'yes']);
const FALSE_TEXT = new Set(['false', '0', 'f', 'no']);

/** true, false, or null for a value that says neither. */
export function toBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return value === 0 || value === 0n ? false : value === 1 || value === 1n ? true : null;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    return TRUE_TEXT.has(text) ? true : FALSE_TEXT.has(text) ? false : null;
  }
  return null;
}

export const booleanColumn: ColumnTypeDefinition = {
  type: 'boolean',
  readsRowTime: false,
  numeric: false,
  align: 'center',
  minWidthRem: 5,
  pdfWeight: 0.6,
  zoneInHeader: false,
  catalogueTypes: /^boolean$/,
  storeShape: 'boolean',
  responseSchema: { type: ['boolean', 'null'] },
  fromStore: (value): CellValue => toBoolean(value),
  toText(value, _column, locale) {
    const flag = toBoolean(value);
    return flag === null ? null : booleanWord(flag, locale);
  },
  toXlsxValue: (value, column, locale) => booleanColumn.toText(value, column, locale, 'reading') ?? String(value),
  xlsxNumberFormat: () => undefined,
  // No before yes, so an ascending sort lists the members last and a descending one first.
  compare: (a, b) => Number(toBoolean(a) ?? -1) - Number(toBoolean(b) ?? -1),
};
