// One summary expression over rows. Nulls and non-numbers are skipped, as the web service does, so a day
// with a missing hour still has an average.
import type { ReportRow } from '../rows/reportRow';
import type { SummaryExpression } from './parseSummaryExpression';

/** Neumaier-compensated sum: totals over a year of hourly rows stay exact to the cent. */
class Total {
  private sum = 0;
  private compensation = 0;

  add(value: number): void {
    const next = this.sum + value;
    this.compensation +=
      Math.abs(this.sum) >= Math.abs(value) ? this.sum - next + value : value - next + this.sum;
    this.sum = next;
  }

  get value(): number {
    return this.sum + this.compensation;
  }
}

function numeric(row: ReportRow, field: string): number | undefined {
  const value = row[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A result a user reads: never -0. */
function clean(value: number): number {
  return value === 0 ? 0 : value;
}

/** What the plain aggregates (count, sum, avg, min, max) of one field read: one pass over the rows gives them all. */
export interface FieldStats { count: number; total: number; min: number; max: number }

export function fieldStats(rows: readonly ReportRow[], field: string): FieldStats {
  let count = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  const total = new Total();
  for (const row of rows) {
    const value = numeric(row, field);
    if (value === undefined) continue;
    count += 1;
    total.add(value);
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { count, total: total.value, min, max };
}

/** A plain aggregate from its field's stats: count() is 0, the others null, when no row has a value. */
export function aggregateOf(op: Exclude<SummaryExpression['op'], 'wavg'>, stats: FieldStats): number | null {
  if (op === 'count') return stats.count;
  if (stats.count === 0) return null;
  switch (op) {
    case 'sum':
      return clean(stats.total);
    case 'avg':
      return clean(stats.total / stats.count);
    case 'min':
      return clean(stats.min);
    case 'max':
      return clean(stats.max);
  }
}

function weightedAverage(rows: readonly ReportRow[], field: string, weight: string | undefined): number | null {
  const weighted = new Total();
  const weights = new Total();
  for (const row of rows) {
    const value = numeric(row, field);
    const rowWeight = weight === undefined ? undefined : numeric(row, weight);
    if (value === undefined || rowWeight === undefined) continue;
    weighted.add(value * rowWeight);
    weights.add(rowWeight);
  }
  return weights.value === 0 ? null : clean(weighted.value / weights.value);
}

/**
 * The value of `expression` over `rows`, or null when no row has a value. count() is 0, not null, for no
 * values; wavg() is null when the weights add up to 0. `statsOf` may hand out each field's stats computed once,
 * when several expressions read the same field.
 */
export function evaluateSummary(expression: SummaryExpression, rows: readonly ReportRow[], statsOf: (field: string) => FieldStats = (field) => fieldStats(rows, field)): number | null {
  const { op, field, weight } = expression;
  return op === 'wavg' ? weightedAverage(rows, field, weight) : aggregateOf(op, statsOf(field));
}
