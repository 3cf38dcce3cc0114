// The first and last day an export's rows cover, for a report without a date range (all dams): the file still
// states the period it holds.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { isCalendarColumn } from '../../engine/columns/columnTypes';
import type { ReportRow } from '../../engine/rows/reportRow';

const DAY = /^\d{4}-\d{2}-\d{2}/;

export function rowsSpan(descriptor: ReportDescriptor, rows: readonly ReportRow[]): { start: string; end: string } | undefined {
  const column = descriptor.columns.find(isCalendarColumn);
  if (!column) return undefined;
  let start: string | undefined;
  let end: string | undefined;
  for (const row of rows) {
    const value = row[column.key];
    if (typeof value !== 'string' || !DAY.test(value)) continue;
    const day = value.slice(0, 10);
    if (start === undefined || day < start) start = day;
    if (end === undefined || day > end) end = day;
  }
  return start !== undefined && end !== undefined ? { start, end } : undefined;
}
