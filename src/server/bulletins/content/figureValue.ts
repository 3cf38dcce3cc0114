// A key figure's value, read from one report's answer by an expression written like a descriptor's summary
// field: `avg(price)`, `min(price)`, `max(price)`, `sum(matchedBids)`, `tally(systemDirection)` (how many rows
// hold each value), or `summary(ptfWeightedAvg)` (the report's own summary field). Where the report's summary
// block computes the same expression, its value is the one taken: the bulletin then prints what the page shows.
// A report with no rows (or no value in the column) gives null: the bulletin says so instead of printing zero.
import type { ReportColumn, ReportDescriptor } from '../../../../schemas/report.schema';
import type { ReportRow } from '../../../engine/rows/reportRow';
import type { ReportResult } from '../../reports/runReport';
import type { FigureExpression } from './bulletinModel';

export type FigureOp = 'avg' | 'min' | 'max' | 'sum' | 'tally' | 'summary';

export type FigureValue =
  | { kind: 'number'; value: number; column: ReportColumn; at?: ReportRow }
  | { kind: 'tally'; column: ReportColumn; counts: { value: string | number; rows: number }[] };

const EXPRESSION = /^(avg|min|max|sum|tally|summary)\(([A-Za-z0-9_]+)\)$/;

export function parseFigure(expression: FigureExpression): { op: FigureOp; name: string } {
  const m = EXPRESSION.exec(expression);
  if (!m) throw new Error(`"${expression}" is not a bulletin figure expression`);
  return { op: m[1] as FigureOp, name: m[2]! };
}

/** The column a figure reads: the named column, or for summary(field) the column its expression names first. */
export function figureColumn(descriptor: ReportDescriptor, expression: FigureExpression): ReportColumn {
  const { op, name } = parseFigure(expression);
  let key = name;
  if (op === 'summary') {
    const summaryExpression = descriptor.api.summary?.fields[name];
    const m = summaryExpression ? /^\w+\(\s*([A-Za-z0-9_]+)/.exec(summaryExpression) : null;
    if (!m) throw new Error(`report "${descriptor.id}" has no summary field "${name}"`);
    key = m[1]!;
  }
  const column = descriptor.columns.find((c) => c.key === key);
  if (!column) throw new Error(`report "${descriptor.id}" has no column "${key}"`);
  return column;
}

const numberIn = (row: ReportRow, key: string): number | null => {
  const v = row[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

/** The summary field that computes exactly `op(key)`, if the report has one. */
function ownSummary(descriptor: ReportDescriptor, result: ReportResult, op: string, key: string): number | null | undefined {
  const fields = descriptor.api.summary?.fields ?? {};
  const field = Object.keys(fields).find((name) => fields[name]!.replace(/\s+/g, '') === `${op}(${key})`);
  if (field === undefined || !result.summary) return undefined;
  return result.summary[field] ?? null;
}

export function figureValue(descriptor: ReportDescriptor, result: ReportResult, expression: FigureExpression): FigureValue | null {
  const { op, name } = parseFigure(expression);
  const column = figureColumn(descriptor, expression);
  const rows = result.items;
  if (op === 'summary') {
    const value = rows.length > 0 ? result.summary?.[name] : null;
    return typeof value === 'number' ? { kind: 'number', value, column } : null;
  }
  if (op === 'tally') {
    const counts = new Map<string | number, number>();
    for (const row of rows) {
      const v = row[column.key];
      if (typeof v === 'string' || typeof v === 'number') counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    if (counts.size === 0) return null;
    return { kind: 'tally', column, counts: [...counts].map(([value, n]) => ({ value, rows: n })).sort((a, b) => b.rows - a.rows) };
  }
  const valued = rows.filter((row) => numberIn(row, column.key) !== null);
  if (valued.length === 0) return null;
  const own = ownSummary(descriptor, result, op, column.key);
  if (op === 'min' || op === 'max') {
    // The first row holding the extreme value: its hour (or day) is the one the bulletin names.
    let at = valued[0]!;
    for (const row of valued) {
      const v = numberIn(row, column.key)!;
      const best = numberIn(at, column.key)!;
      if (op === 'min' ? v < best : v > best) at = row;
    }
    return { kind: 'number', value: typeof own === 'number' ? own : numberIn(at, column.key)!, column, at };
  }
  if (typeof own === 'number') return { kind: 'number', value: own, column };
  const sum = valued.reduce((total, row) => total + numberIn(row, column.key)!, 0);
  return { kind: 'number', value: op === 'sum' ? sum : sum / valued.length, column };
}
