// What the four time types share: the value is Istanbul wall-clock ISO text (or, for an hour, "13:00" or 13),
// ordered as text (ISO and "HH:mm" sort as time does), never summed, read from the row's time by default.
import type { ReportColumn } from '../../../schemas/report.schema';
import { toWallClock } from '../export/wallClock';
import type { CellValue } from '../rows/reportRow';
import type { ColumnTypeDefinition, XlsxValue } from './columnType';

type TimeParts = Pick<ColumnTypeDefinition, 'readsRowTime' | 'numeric' | 'align' | 'fromStore' | 'compare'>;

export const timeParts: TimeParts = {
  readsRowTime: true,
  numeric: false,
  align: 'start',
  fromStore: (value) => (value === null || value === undefined ? null : typeof value === 'number' ? value : String(value)),
  compare: (a, b) => String(a).localeCompare(String(b), 'en', { numeric: true }),
};

export const ISO_TIME_SCHEMA = { type: ['string', 'null'], format: 'date-time' } as const;

/**
 * An Excel date of the market's wall clock. Excel dates have no time zone: the serial number is the wall clock,
 * and exceljs turns a Date into a serial from its UTC fields, so the wall-clock digits go in as UTC.
 */
export function toExcelWallDate(value: Exclude<CellValue, null>, _column: ReportColumn): XlsxValue {
  const clock = typeof value === 'string' ? toWallClock(value) : null;
  return clock ? new Date(Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute)) : String(value);
}
