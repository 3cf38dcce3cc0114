// The table's grid columns: each column gets a minimum width that suits its type (a date needs less than
// a price), spare width is shared out, and a wide report (19 sources) scrolls sideways instead of giving
// every column the width of the longest header. An hour reads as an interval (00:00–01:00). A number column
// is never narrower than its widest value (a billion with its sign): a number cut short would be misread.
import type { ReportColumn } from '../../../../schemas/report.schema';
import { columnTypeOf } from '../../../engine/columns/columnTypes';

const SELECT_REM = 2.5;
/** A digit of the table's font, and the cell's padding, in rem. */
const CHAR_REM = 0.58;
const PADDING_REM = 1.4;

export interface ColumnTemplate { template: string; minWidthRem: number }

/** `widestText`: per column, the characters of its widest value (0 when unknown: the type's minimum). */
export function columnTemplate(columns: readonly ReportColumn[], widestText: readonly number[] = []): ColumnTemplate {
  const widths = columns.map((c, i) => Math.max(columnTypeOf(c).minWidthRem, Math.ceil(((widestText[i] ?? 0) * CHAR_REM + PADDING_REM) * 2) / 2));
  return {
    template: [`${SELECT_REM}rem`, ...widths.map((w) => `minmax(${w}rem, 1fr)`)].join(' '),
    minWidthRem: SELECT_REM + widths.reduce((a, b) => a + b, 0),
  };
}
