// The summary arranged for reading: one row per column, one column per kind of aggregate (average,
// minimum, maximum, total...). From the response's own block (statistic, totals...) when the service sends
// one, else computed from the rows; either way only the aggregates each column's descriptor allows (the
// service's total of prices stays in the web-service answer, not on the page).
import type { ReportColumn, ReportDescriptor } from '../../../../schemas/report.schema';
import type { ReportRow } from '../../../engine/rows/reportRow';
import { allowsSummaryOp } from '../../../engine/summary/columnAggregates';
import { parseSummaryExpression, type SummaryOp } from '../../../engine/summary/parseSummaryExpression';
import { summarizeColumns } from '../../../engine/summary/summarizeColumns';

export interface SummaryRow {
  field: string;
  column: ReportColumn;
  values: Partial<Record<SummaryOp, number | null>>;
  /** The weight's label source, for weighted averages. */
  weight?: ReportColumn | string;
}

export interface SummaryMatrix {
  ops: SummaryOp[];
  rows: SummaryRow[];
}

const OP_ORDER: readonly SummaryOp[] = ['avg', 'wavg', 'min', 'max', 'sum', 'count'];

function summaryBlock(response: Record<string, unknown>, key: string): Record<string, unknown> | null {
  const block = response[key];
  // Some services wrap the block in a one-element array.
  const value = Array.isArray(block) ? block[0] : block;
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

function fromRows(descriptor: ReportDescriptor, rows: readonly ReportRow[]): SummaryMatrix | null {
  const summary = summarizeColumns(descriptor, rows);
  const ops = new Set<SummaryOp>();
  const matrixRows: SummaryRow[] = [];
  for (const column of descriptor.columns) {
    const values = summary[column.key];
    if (!values) continue;
    for (const op of Object.keys(values) as SummaryOp[]) ops.add(op);
    matrixRows.push({ field: column.key, column, values });
  }
  return matrixRows.length === 0 ? null : { ops: OP_ORDER.filter((op) => ops.has(op)), rows: matrixRows };
}

export function toSummaryMatrix(descriptor: ReportDescriptor, response: Record<string, unknown>, rows: readonly ReportRow[] = []): SummaryMatrix | null {
  const summary = descriptor.api.summary;
  if (!summary) return rows.length > 0 ? fromRows(descriptor, rows) : null;
  const block = summaryBlock(response, summary.key);
  if (!block) return null;
  const matrixRows = new Map<string, SummaryRow>();
  const ops = new Set<SummaryOp>();
  for (const [key, expression] of Object.entries(summary.fields)) {
    const parsed = parseSummaryExpression(expression);
    const column = descriptor.columns.find((c) => c.key === parsed.field) ?? {
      key: parsed.field,
      type: 'number' as const,
      label: { tr: parsed.field, en: parsed.field },
      hidden: false,
    };
    if (!allowsSummaryOp(column, parsed.op)) continue;
    let row = matrixRows.get(parsed.field);
    if (!row) {
      row = { field: parsed.field, column, values: {} };
      matrixRows.set(parsed.field, row);
    }
    const raw = block[key];
    row.values[parsed.op] = typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
    if (parsed.weight) row.weight = descriptor.columns.find((c) => c.key === parsed.weight) ?? parsed.weight;
    ops.add(parsed.op);
  }
  return { ops: OP_ORDER.filter((op) => ops.has(op)), rows: [...matrixRows.values()] };
}
