// What a cell holds in the workbook, as its column type says (src/engine/columns): numbers as numbers and
// times as real Excel dates, so users can sum, filter and chart them; the hour, yes/no and lists as the page's text.
import type { ReportColumn } from '../../../schemas/report.schema';
import type { XlsxValue } from '../columns/columnType';
import { columnTypeOf } from '../columns/columnTypes';
import type { Locale } from '../locale/locale';
import type { CellValue } from '../rows/reportRow';
import { toCellText } from './cellText';

export type { XlsxValue };

/** The cell number format of a column, or undefined for text cells. */
export function xlsxNumberFormat(column: ReportColumn): string | undefined {
  return columnTypeOf(column).xlsxNumberFormat(column);
}

export function toXlsxValue(column: ReportColumn, value: CellValue | undefined, locale: Locale): XlsxValue {
  if (value === null || value === undefined) return null;
  // A coded value reads as its label in every column type, as on the page.
  if (column.valueLabels && typeof value !== 'object' && Object.hasOwn(column.valueLabels, String(value))) return toCellText(column, value, locale, 'grouped');
  return columnTypeOf(column).toXlsxValue(value, column, locale);
}
