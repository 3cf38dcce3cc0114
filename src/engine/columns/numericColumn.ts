// What the two number types share: one decimals rule (columnDecimals.ts), the same digits on the page and in
// every file, numbers as numbers in a workbook, right-aligned, largest first.
import type { ReportColumn } from '../../../schemas/report.schema';
import { toNumberText } from '../export/numberText';
import type { Locale } from '../locale/locale';
import type { CellValue } from '../rows/reportRow';
import { columnDecimals } from './columnDecimals';
import type { ColumnTypeDefinition, TextStyle } from './columnType';
import { toCellNumber } from './toCellNumber';

type NumericParts = Pick<ColumnTypeDefinition, 'readsRowTime' | 'numeric' | 'align' | 'zoneInHeader' | 'toText' | 'toXlsxValue' | 'xlsxNumberFormat' | 'compare'>;

function numberText(value: Exclude<CellValue, null>, column: ReportColumn, locale: Locale, style: TextStyle): string | null {
  const number = toCellNumber(value);
  return number === null ? null : toNumberText(number, columnDecimals(column), locale, style === 'plain' ? 'plain' : 'grouped');
}

export const numericParts: NumericParts = {
  readsRowTime: false,
  numeric: true,
  align: 'end',
  zoneInHeader: false,
  toText: numberText,
  toXlsxValue: (value) => toCellNumber(value) ?? String(value),
  xlsxNumberFormat(column) {
    const decimals = columnDecimals(column);
    return decimals === 0 ? '#,##0' : `#,##0.${'0'.repeat(decimals)}`;
  },
  compare: (a, b) => (toCellNumber(a) ?? Number.NEGATIVE_INFINITY) - (toCellNumber(b) ?? Number.NEGATIVE_INFINITY),
};

/** Store numbers arrive as numbers (a stray BIGINT already made one by the store); text that holds one is read. */
export function readStoreNumber(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'number' || typeof value === 'string') return value;
  return String(value);
}
