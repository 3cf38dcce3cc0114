// A row from the store as the web service answers it: each column's value in its type's response form
// (a list parsed from its JSON text into a real array, a stored 0/1 as true/false).
import type { ReportColumn } from '../../../schemas/report.schema';
import type { CellValue, ReportRow } from '../rows/reportRow';
import { columnTypeOf } from './columnTypes';

export function readRow(columns: readonly ReportColumn[], row: Readonly<Record<string, unknown>>): ReportRow {
  return rowReader(columns)(row);
}

/** readRow with each column's type looked up once, for reading many rows. */
export function rowReader(columns: readonly ReportColumn[]): (row: Readonly<Record<string, unknown>>) => ReportRow {
  const readers = columns.map((column) => ({ key: column.key, fromStore: columnTypeOf(column).fromStore }));
  return (row) => {
    const out = { ...row } as Record<string, CellValue>;
    for (const { key, fromStore } of readers) if (Object.hasOwn(row, key)) out[key] = fromStore(row[key]);
    return out;
  };
}

/**
 * rowReader for rows nobody else holds (fresh from a store query): each value converted where it is, without a
 * copy of every row, the answer's largest allocation after the rows themselves.
 */
export function ownRowReader(columns: readonly ReportColumn[]): (row: Record<string, unknown>) => ReportRow {
  const readers = columns.map((column) => ({ key: column.key, fromStore: columnTypeOf(column).fromStore }));
  return (row) => {
    for (const { key, fromStore } of readers) if (Object.hasOwn(row, key)) row[key] = fromStore(row[key]);
    return row as ReportRow;
  };
}
