// What a report call costs against the per-member rate limit (RATE_LIMIT_PER_MINUTE counts these units): one
// unit is a plain call, and a call that reads or renders more pays more, so that a script exporting years of
// PDFs cannot take the server's time as cheaply as one reading a page of rows.
//
// | what                                   | units                                                          |
// |----------------------------------------|----------------------------------------------------------------|
// | any data or export call                 | 1, taken in access control before the body is read             |
// | reading rows (data and export routes)   | +1 per started 1,000 rows the request may return, beyond the first 1,000 |
// | rendering an export, by rows rendered   | +1 (CSV), +2 (XLSX), +5 (PDF) per started 1,000 rows            |
//
// Rows a request may return are counted before the query runs, from what it asks for: a row per hour of its
// date range (the platform's finest grain), or its page size when smaller. Rendering is charged once the rows
// are known, before the render starts; a CSV, sent as it is read, pays for the rows its request may return (a
// thousand for a report without a range). So a day of MCP costs 1, a one-year page of 24 rows 1, a year of rows
// 9, and a one-year PDF 9 + 45 = 54.
import type { ExportFormat } from '../../engine/export/exportInput';
import type { ReportRequest } from '../reports/reportRequest';

export const ROWS_PER_UNIT = 1_000;

const RENDER_UNITS_PER_THOUSAND_ROWS: Record<ExportFormat, number> = { csv: 1, xlsx: 2, pdf: 5 };

const DAY_MS = 86_400_000;

/** Units a request's reading costs beyond the plain call's one. */
export function queryCost(request: Pick<ReportRequest, 'range' | 'page'>, options: { paged: boolean }): number {
  const rows = queryRows(request, options);
  return Number.isFinite(rows) ? Math.max(0, Math.ceil(rows / ROWS_PER_UNIT) - 1) : 0;
}

/** The most rows a request may return, counted from what it asks for (Infinity: a report without a range or page). */
export function queryRows(request: Pick<ReportRequest, 'range' | 'page'>, options: { paged: boolean } = { paged: false }): number {
  const rangeRows = request.range ? (Date.parse(request.range.end) - Date.parse(request.range.start) + DAY_MS) / DAY_MS * 24 : undefined;
  const pageRows = options.paged ? request.page?.size : undefined;
  return Math.min(rangeRows ?? Infinity, pageRows ?? Infinity);
}

/** Units rendering `rows` rows in a format costs. */
export function renderCost(format: ExportFormat, rows: number): number {
  return Math.ceil(rows / ROWS_PER_UNIT) * RENDER_UNITS_PER_THOUSAND_ROWS[format];
}
