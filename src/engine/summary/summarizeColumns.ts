// A summary computed from the rows themselves, for reports whose web service sends no summary block:
// each column gets the aggregates its descriptor allows, in the order average, minimum, maximum, total.
import type { ColumnAggregate, ReportDescriptor } from '../../../schemas/report.schema';
import type { ReportRow } from '../rows/reportRow';
import { columnAggregates } from './columnAggregates';
import { evaluateSummary } from './evaluateSummary';

export type ColumnSummary = Partial<Record<ColumnAggregate, number | null>>;

/** `{ dailyKot: { min: 812.4, max: 845.1 } }`; only columns that allow some aggregate appear. */
export function summarizeColumns(descriptor: ReportDescriptor, rows: readonly ReportRow[]): Record<string, ColumnSummary> {
  const summary: Record<string, ColumnSummary> = {};
  for (const column of descriptor.columns) {
    const aggregates = columnAggregates(column);
    if (aggregates.length === 0) continue;
    const values: ColumnSummary = {};
    for (const op of aggregates) values[op] = evaluateSummary({ op, field: column.key }, rows);
    summary[column.key] = values;
  }
  return summary;
}
