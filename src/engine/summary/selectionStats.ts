// The footer of the table's row selection: how many rows, and their total and average per column.
import type { ReportRow } from '../rows/reportRow';
import { evaluateSummary } from './evaluateSummary';

export interface SelectionStats {
  count: number;
  total: Record<string, number | null>;
  average: Record<string, number | null>;
}

/** Total and average of each column in `keys` over the selected `rows`; null for a column with no values. */
export function selectionStats(rows: readonly ReportRow[], keys: readonly string[]): SelectionStats {
  const total: Record<string, number | null> = {};
  const average: Record<string, number | null> = {};
  for (const key of keys) {
    total[key] = evaluateSummary({ op: 'sum', field: key }, rows);
    average[key] = evaluateSummary({ op: 'avg', field: key }, rows);
  }
  return { count: rows.length, total, average };
}
