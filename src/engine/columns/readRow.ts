// A row from the store as the web service answers it: each column's value in its type's response form
// (a list parsed from its JSON text into a real array, a stored 0/1 as true/false).
import type { ReportColumn } from '../../../schemas/report.schema';
import type { CellValue, ReportRow } from '../rows/reportRow';
import { columnTypeOf } from './columnTypes';

export function readRow(columns: readonly ReportColumn[], row: Readonly<Record<string, unknown>>): ReportRow {
  const out = { ...row } as Record<string, CellValue>;
  for (const column of columns) if (Object.hasOwn(row, column.key)) out[column.key] = columnTypeOf(column).fromStore(row[column.key]);
  return out;
}
