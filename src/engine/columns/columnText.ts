// One cell as the text a reader sees, the same on the page (format/formatCell.ts), in CSV, PDF and the text
// cells of a workbook: a coded value through the column's valueLabels, else its type's text, else as it came.
import type { ReportColumn } from '../../../schemas/report.schema';
import type { Locale } from '../locale/locale';
import type { CellValue } from '../rows/reportRow';
import type { TextStyle } from './columnType';
import { columnTypeOf } from './columnTypes';

export function columnText(column: ReportColumn, value: CellValue | undefined, locale: Locale, style: TextStyle): string {
  if (value === null || value === undefined) return '';
  const labels = column.valueLabels;
  if (labels && typeof value !== 'object' && Object.hasOwn(labels, String(value))) return labels[String(value)]![locale];
  return columnTypeOf(column).toText(value, column, locale, style) ?? (typeof value === 'object' ? JSON.stringify(value) : String(value));
}
