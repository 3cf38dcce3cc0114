// Column widths (in characters) wide enough for the header and the values seen in the first rows,
// without letting one long text stretch the sheet.
import type { ReportColumn } from '../../../schemas/report.schema';
import type { Locale } from '../locale/locale';
import type { ReportRow } from '../rows/reportRow';
import { toCellText } from './cellText';
import { headerText } from './headerText';

const MIN_WIDTH = 8;
const MAX_WIDTH = 50;
// Room for the filter button Excel draws in the header cell.
const HEADER_PADDING = 4;
const VALUE_PADDING = 2;

export function xlsxColumnWidth(column: ReportColumn, locale: Locale, sample: readonly ReportRow[]): number {
  let widest = headerText(column, locale).length + HEADER_PADDING;
  for (const row of sample) {
    const text = toCellText(column, row[column.key] ?? null, locale, 'grouped');
    widest = Math.max(widest, text.length + VALUE_PADDING);
  }
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest));
}
