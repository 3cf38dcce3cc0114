// The summary a PDF and an XLSX carry, as the page's summary says it: per exported number column, the
// aggregates its descriptor allows (a total only for quantities that add up), over the rows written.
import type { ColumnAggregate, ReportColumn } from '../../../schemas/report.schema';
import type { ReportRow } from '../rows/reportRow';
import { columnAggregates } from '../summary/columnAggregates';
import { evaluateSummary } from '../summary/evaluateSummary';

export interface ExportSummaryLine {
  column: ReportColumn;
  values: Partial<Record<ColumnAggregate, number | null>>;
}

export interface ExportSummary {
  /** The aggregates any line has, in reading order. */
  ops: ColumnAggregate[];
  lines: ExportSummaryLine[];
}

const OP_ORDER: readonly ColumnAggregate[] = ['avg', 'min', 'max', 'sum'];

export function exportSummary(columns: readonly ReportColumn[], rows: readonly ReportRow[]): ExportSummary | null {
  if (rows.length === 0) return null;
  const used = new Set<ColumnAggregate>();
  const lines: ExportSummaryLine[] = [];
  for (const column of columns) {
    const ops = columnAggregates(column);
    if (ops.length === 0) continue;
    const values: ExportSummaryLine['values'] = {};
    for (const op of ops) {
      values[op] = evaluateSummary({ op, field: column.key }, rows);
      used.add(op);
    }
    lines.push({ column, values });
  }
  return lines.length === 0 ? null : { ops: OP_ORDER.filter((op) => used.has(op)), lines };
}
