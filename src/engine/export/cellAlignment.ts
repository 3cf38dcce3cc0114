// Where a column's cells sit in a PDF or workbook, as its type says (numbers right, yes/no centred, the rest left).
import type { ReportColumn } from '../../../schemas/report.schema';
import { columnTypeOf } from '../columns/columnTypes';

export type HorizontalAlignment = 'left' | 'right' | 'center';

const HORIZONTAL = { start: 'left', end: 'right', center: 'center' } as const;

export function cellAlignment(column: Pick<ReportColumn, 'type'>): HorizontalAlignment {
  return HORIZONTAL[columnTypeOf(column).align];
}
