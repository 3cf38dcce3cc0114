// One cell as the text a reader sees, shared by the CSV and PDF writers so both files read as the page does
// (src/engine/columns decides per column type; CSV only drops the thousands separators).
import type { ReportColumn } from '../../../schemas/report.schema';
import { columnText } from '../columns/columnText';
import type { Locale } from '../locale/locale';
import type { CellValue } from '../rows/reportRow';
import type { NumberStyle } from './numberText';

export function toCellText(column: ReportColumn, value: CellValue | undefined, locale: Locale, style: NumberStyle): string {
  return columnText(column, value, locale, style === 'plain' ? 'plain' : 'reading');
}
