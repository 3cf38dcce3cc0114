// Looks at the alert rules of one publication: the rows that just became public (wall-clock [from, to), read as
// the report's own route reads them, with the rule's filters), summed up as the rule says and compared with its
// threshold. A rule that holds fires once for that period (alertRules.ts recordFiring).
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { ReportRow } from '../../engine/rows/reportRow';
import { ISTANBUL_OFFSET } from '../datasets/publishedBefore';
import type { RenderContext } from '../deliveries/renderOrderFile';
import { runReport } from '../reports/runReport';
import type { AlertAggregate, AlertComparator } from './alertInput';
import { recordFiring, type StoredAlertRule } from './alertRules';

export interface PublishedPeriod {
  /** The schedule that advanced (a descriptor's `publication`). */
  publication: string;
  /** Wall-clock ms: the first instant newly public, and the first still not public. */
  from: number;
  to: number;
}

const wallDay = (wall: number) => new Date(wall).toISOString().slice(0, 10);

/** The Istanbul days a published period touches. */
export function periodDays(period: PublishedPeriod): { start: string; end: string } {
  return { start: wallDay(period.from), end: wallDay(Math.max(period.from, period.to - 1)) };
}

/** Evaluates every rule on the period's schedule; returns the rules that fired. */
export async function evaluateAlerts(context: RenderContext, rules: readonly StoredAlertRule[], period: PublishedPeriod, at: Date): Promise<StoredAlertRule[]> {
  const fired: StoredAlertRule[] = [];
  const days = periodDays(period);
  const key = `${period.publication}:${period.from}-${period.to}`;
  for (const rule of rules) {
    const descriptor = context.reports.get(rule.reportId);
    if (!descriptor || descriptor.publication !== period.publication) continue;
    const request = context.reports.request(rule.reportId, rule.filters, days, 'en');
    const { items } = await runReport(context.store, context.dialect, descriptor, request, at, { paged: false, summary: false });
    const values = newRows(descriptor, items, period).map((row) => row[rule.column]).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
    const value = holds(values, rule.aggregate, rule.comparator, rule.threshold);
    if (value === undefined) continue;
    if (await recordFiring(context.store, rule, { key, ...days }, value, at.getTime())) fired.push(rule);
  }
  return fired;
}

/** The rows whose time falls in the period (all of them when the report has no time column). */
function newRows(descriptor: ReportDescriptor, rows: readonly ReportRow[], period: PublishedPeriod): ReportRow[] {
  const time = descriptor.columns.find((c) => c.type === 'datetime' || c.type === 'date');
  if (!time) return [...rows];
  return rows.filter((row) => {
    const ms = Date.parse(String(row[time.key]));
    if (Number.isNaN(ms)) return true;
    const wall = ms + ISTANBUL_OFFSET;
    return wall >= period.from && wall < period.to;
  });
}

const COMPARE: Record<AlertComparator, (a: number, b: number) => boolean> = {
  gt: (a, b) => a > b, gte: (a, b) => a >= b, lt: (a, b) => a < b, lte: (a, b) => a <= b,
};

/** The value that made the rule hold, or undefined when it does not (or there is nothing to look at). */
export function holds(values: readonly number[], aggregate: AlertAggregate, comparator: AlertComparator, threshold: number): number | undefined {
  if (values.length === 0) return undefined;
  const compare = COMPARE[comparator];
  if (aggregate === 'any') return values.find((v) => compare(v, threshold));
  const summed = aggregate === 'max' ? Math.max(...values) : aggregate === 'min' ? Math.min(...values) : values.reduce((a, b) => a + b, 0) / values.length;
  return compare(summed, threshold) ? summed : undefined;
}
