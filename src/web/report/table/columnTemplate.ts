// The table's grid columns: each column gets a minimum width that suits its type (a date needs less than
// a price), spare width is shared out, and a wide report (19 sources) scrolls sideways instead of giving
// every column the width of the longest header. An hour reads as an interval (00:00–01:00).
import type { ReportColumn } from '../../../../schemas/report.schema';
import { columnTypeOf } from '../../../engine/columns/columnTypes';

const SELECT_REM = 2.5;

export interface ColumnTemplate { template: string; minWidthRem: number }

export function columnTemplate(columns: readonly ReportColumn[]): ColumnTemplate {
  const widths = columns.map((c) => columnTypeOf(c).minWidthRem);
  return {
    template: [`${SELECT_REM}rem`, ...widths.map((w) => `minmax(${w}rem, 1fr)`)].join(' '),
    minWidthRem: SELECT_REM + widths.reduce((a, b) => a + b, 0),
  };
}
