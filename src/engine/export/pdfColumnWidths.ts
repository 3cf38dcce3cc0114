// Table column widths that always add up to the page width, so 19 columns of generation by source fit
// as well as 3: each column type gets a share by how much it usually has to show (its pdfWeight).
import type { ReportColumn } from '../../../schemas/report.schema';
import { columnTypeOf } from '../columns/columnTypes';

const weightOf = (column: ReportColumn): number => columnTypeOf(column).pdfWeight;

// A few columns spread over the whole landscape page would leave values far from their dates: past
// this width per weight unit the table stops growing and stays narrower than the page.
const MAX_WIDTH_PER_WEIGHT = 120;

/** Widths of the cell contents; padding (per column) is taken off the available width first. */
export function pdfColumnWidths(columns: readonly ReportColumn[], availableWidth: number, perColumnOverhead: number): number[] {
  const contentWidth = availableWidth - columns.length * perColumnOverhead;
  const total = columns.reduce((sum, column) => sum + weightOf(column), 0);
  const perWeight = Math.min(MAX_WIDTH_PER_WEIGHT, contentWidth / total);
  return columns.map((column) => Math.floor(perWeight * weightOf(column)));
}

/** Smaller type as columns multiply, down to a size still readable when printed. */
export function pdfFontSize(columnCount: number): number {
  if (columnCount <= 6) return 9;
  if (columnCount <= 10) return 8;
  if (columnCount <= 14) return 7;
  return 6;
}
