// The table a COLUMN layout draws: the report with its columns replaced by the spread ones, and the spread
// rows. The LIST layout gets the report and its rows unchanged.
import { useMemo } from 'react';
import type { ReportDescriptor } from '../../../../schemas/report.schema';
import type { ReportRow } from '../../../engine/rows/reportRow';
import { pivotRows, type PivotChoice } from '../../../engine/table/pivotRows';

export function usePivotedTable(descriptor: ReportDescriptor, rows: ReportRow[], pivot: PivotChoice | undefined): { descriptor: ReportDescriptor; rows: ReportRow[]; pivoted: boolean } {
  return useMemo(() => {
    if (!pivot) return { descriptor, rows, pivoted: false };
    const spread = pivotRows(descriptor.columns, rows, pivot);
    if (spread.rows === rows || spread.columns.length === descriptor.columns.length && spread.columns.every((c, i) => c.key === descriptor.columns[i]!.key)) {
      return { descriptor, rows, pivoted: false };
    }
    // The spread table has no sort of its own beyond its time order, and no hidden columns.
    const { table: _table, ...rest } = descriptor;
    return { descriptor: { ...rest, columns: spread.columns.map((c) => ({ ...c, hidden: false })) }, rows: spread.rows, pivoted: true };
  }, [descriptor, rows, pivot]);
}
