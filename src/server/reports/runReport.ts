// Runs a report request against the store: the page of rows, the total and the summary block (an export, which
// writes no summary, asks for none). Only the queries the answer needs run: no count without a page, and no
// summary query when every own row comes back (the rows give the summary: summaryPlan.ts).
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { ownRowReader } from '../../engine/columns/readRow';
import type { ReportRow } from '../../engine/rows/reportRow';
import type { SqlDialect } from '../store/sqlDialect';
import type { Store } from '../store/store';
import { buildReportQuery } from './buildReportQuery';
import type { ReportRequest } from './reportRequest';

export interface ReportResult { items: ReportRow[]; total: number; summary?: Record<string, number | null> }

export async function runReport(store: Store, dialect: SqlDialect, descriptor: ReportDescriptor, request: ReportRequest, now: Date, options: { paged?: boolean; summary?: boolean } = {}): Promise<ReportResult> {
  const wantsSummary = options.summary !== false;
  const query = buildReportQuery(descriptor, request, dialect, now, { ...(options.paged === undefined ? {} : { paged: options.paged }), summary: wantsSummary });
  // Only a page needs the count: without one (an unpaged report, no page asked for, an export) every row comes
  // back and the total is their number, so that query is not run.
  const paged = options.paged !== false && descriptor.api.paged && request.page !== undefined;
  const summaryQuery = query.summary && !query.summary.fromRows ? query.summary : undefined;
  const [stored, count, aggregates] = await Promise.all([
    store.query(query.rows.sql, query.rows.params),
    paged ? store.query(query.count.sql, query.count.params) : Promise.resolve(undefined),
    summaryQuery ? store.query(summaryQuery.sql, summaryQuery.params) : Promise.resolve(undefined),
  ]);
  let rows = stored;
  let summary: Record<string, number | null> | undefined;
  if (query.summary?.fromRows) ({ summary, rows } = query.summary.plan.fromRows(stored));
  else if (summaryQuery) summary = summaryQuery.plan.fromAggregates(aggregates?.[0]);
  return {
    // Each value in its type's answer form: a stored list's JSON text as a real array, a 0/1 as a boolean. The
    // rows are this query's own (the store makes new objects for every answer), so they are converted in place.
    items: rows.map(ownRowReader(descriptor.columns)),
    total: count ? Number(count[0]?.total ?? 0) : rows.length,
    ...(summary ? { summary } : {}),
  };
}
