// Runs a report request against the store: the page of rows, the total and the summary block (an export, which
// writes no summary, asks for none).
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { readRow } from '../../engine/columns/readRow';
import type { ReportRow } from '../../engine/rows/reportRow';
import type { SqlDialect } from '../store/sqlDialect';
import type { Store } from '../store/store';
import { buildReportQuery } from './buildReportQuery';
import type { ReportRequest } from './reportRequest';

export interface ReportResult { items: ReportRow[]; total: number; summary?: Record<string, number | null> }

export async function runReport(store: Store, dialect: SqlDialect, descriptor: ReportDescriptor, request: ReportRequest, now: Date, options: { paged?: boolean; summary?: boolean } = {}): Promise<ReportResult> {
  const query = buildReportQuery(descriptor, request, dialect, now, options);
  // Only a page needs the count: without one (an unpaged report, no page asked for, an export) every row comes
  // back and the total is their number, so that query is not run.
  const paged = options.paged !== false && descriptor.api.paged && request.page !== undefined;
  const [items, count, summary] = await Promise.all([
    store.query(query.rows.sql, query.rows.params),
    paged ? store.query(query.count.sql, query.count.params) : Promise.resolve(undefined),
    query.summary && options.summary !== false ? store.query(query.summary.sql, query.summary.params) : Promise.resolve(undefined),
  ]);
  return {
    // Each value in its type's answer form: a stored list's JSON text as a real array, a 0/1 as a boolean.
    items: items.map((row) => readRow(descriptor.columns, row)),
    total: count ? Number(count[0]?.total ?? 0) : items.length,
    ...(summary ? { summary: summary[0] as Record<string, number | null> } : {}),
  };
}
