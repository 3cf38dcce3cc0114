// The summary block of a response (statistic, totals...) computed from every row of the request, not
// only the page, as the descriptor's api.summary.fields declares it.
import type { ReportRow } from '../rows/reportRow';
import { evaluateSummary } from './evaluateSummary';
import { parseSummaryExpression } from './parseSummaryExpression';

/** `{ priceAvg: 'avg(price)' }` → `{ priceAvg: 2345.6 }`, at full precision; null where no row has a value. */
export function computeSummary(fields: Record<string, string>, rows: readonly ReportRow[]): Record<string, number | null> {
  const summary: Record<string, number | null> = {};
  for (const [name, expression] of Object.entries(fields)) {
    summary[name] = evaluateSummary(parseSummaryExpression(expression), rows);
  }
  return summary;
}
