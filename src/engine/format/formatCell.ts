// One table, chart tooltip or summary cell as the user reads it. The column's type decides
// (src/engine/columns): the same text, decimals and words as the exports write.
import type { ReportColumn } from '../../../schemas/report.schema';
import { columnText } from '../columns/columnText';
import type { Locale } from '../locale/locale';
import type { CellValue } from '../rows/reportRow';

/** `value` formatted for `column` in `locale`; `''` for null. */
export function formatCell(column: ReportColumn, value: CellValue | undefined, locale: Locale): string {
  return columnText(column, value, locale, 'reading');
}
