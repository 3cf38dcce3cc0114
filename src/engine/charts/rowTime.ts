// Time on the x axis. ECharts places time ticks in the browser's zone, or in UTC with `useUTC`; the
// data lives on the Istanbul wall clock. So the chart's time values are Istanbul wall-clock digits read
// as UTC milliseconds ("wall ms") and the option sets useUTC: ticks fall on Istanbul midnights and hours
// wherever the reader is, and the label callbacks turn wall ms back into Istanbul ISO text.
import type { ReportColumn } from '../../../schemas/report.schema';
import { istanbulWallClock } from '../format/istanbulWallClock';
import type { ReportRow } from '../rows/reportRow';

/** `2024-07-29T05:00:00+03:00` → wall ms of 2024-07-29 05:00; null when unreadable. */
export function toWallMs(iso: string): number | null {
  const wall = istanbulWallClock(iso);
  return wall ? Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) : null;
}

/** Wall ms → `2024-07-29T05:00` (no offset: the engine formats read that as Istanbul time). */
export function fromWallMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16);
}

const timeTypes = new Set(['datetime', 'date', 'month']);

export function isTimeColumn(column: ReportColumn | undefined): boolean {
  return column !== undefined && (timeTypes.has(column.type) || column.type === 'hour');
}

/**
 * The row's time in wall ms. An `hour` column as x means "the row's date": the API puts the full
 * instant in the datetime column and repeats the hour as text. Some items carry a midnight date and the
 * hour apart, so a bare midnight date is moved forward by the hour text.
 */
export function rowTime(row: ReportRow, x: ReportColumn, columns: readonly ReportColumn[]): number | null {
  const dateColumn = x.type === 'hour' ? columns.find((c) => timeTypes.has(c.type)) : x;
  const raw = dateColumn ? row[dateColumn.key] : undefined;
  if (typeof raw !== 'string') return null;
  const ms = toWallMs(raw);
  if (ms === null) return null;
  const hourColumn = columns.find((c) => c.type === 'hour');
  const hourText = hourColumn ? row[hourColumn.key] : undefined;
  if (typeof hourText === 'string' && ms % 86_400_000 === 0) {
    const hour = Number(/^(\d{1,2})[:.]/.exec(hourText)?.[1] ?? 0);
    return ms + hour * 3_600_000;
  }
  return ms;
}
