// The response's summary block (statistic, totals...) arranged for reading: one row per column the
// expressions aggregate, one column per kind of aggregate (average, minimum, maximum, total...).
import type { ReportColumn, ReportDescriptor } from '../../../../schemas/report.schema';
import { parseSummaryExpression, type SummaryOp } from '../../../engine/summary/parseSummaryExpression';

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

export function toSummaryMatrix(descriptor: ReportDescriptor, response: Record<string, unknown>): SummaryMatrix | null {
  const summary = descriptor.api.summary;
  if (!summary) return null;
  const block = summaryBlock(response, summary.key);
  if (!block) return null;
  const rows = new Map<string, SummaryRow>();
  const ops = new Set<SummaryOp>();
  for (const [key, expression] of Object.entries(summary.fields)) {
    const parsed = parseSummaryExpression(expression);
    const column = descriptor.columns.find((c) => c.key === parsed.field) ?? {
      key: parsed.field,
      type: 'number' as const,
      label: { tr: parsed.field, en: parsed.field },
      hidden: false,
    };
    let row = rows.get(parsed.field);
    if (!row) {
      row = { field: parsed.field, column, values: {} };
      rows.set(parsed.field, row);
    }
    const raw = block[key];
    row.values[parsed.op] = typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
    if (parsed.weight) row.weight = descriptor.columns.find((c) => c.key === parsed.weight) ?? parsed.weight;
    ops.add(parsed.op);
  }
  return { ops: OP_ORDER.filter((op) => ops.has(op)), rows: [...rows.values()] };
}
