// What the four time types share: the value is Istanbul wall-clock ISO text (or, for an hour, "13:00" or 13),
// ordered as text (ISO and "HH:mm" sort as time does), never summed, read from the row's time by default.
import type { ReportColumn } from '../../../schemas/report.schema';
import { toWallClock } from '../export/wallClock';
import type { CellValue } from '../rows/reportRow';
import type { ColumnTypeDefinition, XlsxValue } from './columnType';

type TimeParts = Pick<ColumnTypeDefinition, 'readsRowTime' | 'numeric' | 'align' | 'fromStore' | 'compare'>;

/** One collator for every comparison: `localeCompare` with options builds a new one per call (a sort of a year's rows made 100,000). */
const timeOrder = new Intl.Collator('en', { numeric: true });

/**
 * Times of one form (ISO text with its offset, `13:05`, `2025-10`) have the same length and their digits in the
 * same places, so comparing their characters orders them; the numeric collator is for the rest (`9:00`, `10:00`).
 */
function compareTimes(a: string, b: string): number {
  if (a.length === b.length) return a < b ? -1 : a > b ? 1 : 0;
  return timeOrder.compare(a, b);
}

export const timeParts: TimeParts = {
  readsRowTime: true,
  numeric: false,
  align: 'start',
  fromStore: (value) => (value === null || value === undefined ? null : typeof value === 'number' ? value : String(value)),
  compare: (a, b) => compareTimes(String(a), String(b)),
};

/**
 * A moment's column (date, datetime, month): the rows query reads the time as wall-clock milliseconds (a number
 * is decoded much faster than text, and formatting it here costs less than in SQL), answered as ISO text with
 * Istanbul's offset; a time a dataset keeps as text passes through.
 */
export const wallTimeParts: TimeParts = {
  ...timeParts,
  fromStore: (value) => (value === null || value === undefined ? null : typeof value === 'number' ? isoWallFromMillis(value) : String(value)),
};

const DAY_MS = 86_400_000;
const pad2 = (n: number) => String(n).padStart(2, '0');
/** '13:05:00' for each minute of a day: a whole-minute time (nearly every row's) is looked up, not formatted. */
const MINUTE_TEXT = Array.from({ length: 1440 }, (_, minute) => `${pad2(Math.floor(minute / 60))}:${pad2(minute % 60)}:00`);
/** The last day formatted ('2024-07-29T'): rows come in time order, so most share their day with the one before. */
let lastDay = Number.NaN;
let lastDayText = '';

/** Wall-clock milliseconds (the clock's digits as UTC) → '2024-07-29T13:00:00+03:00'. */
export function isoWallFromMillis(ms: number): string {
  if (!Number.isInteger(ms) || ms % 60_000 !== 0) return `${new Date(ms).toISOString().slice(0, 19)}+03:00`;
  const day = Math.floor(ms / DAY_MS);
  if (day !== lastDay) {
    lastDay = day;
    lastDayText = new Date(day * DAY_MS).toISOString().slice(0, 11);
  }
  return `${lastDayText}${MINUTE_TEXT[(ms - day * DAY_MS) / 60_000]}+03:00`;
}

export const ISO_TIME_SCHEMA = { type: ['string', 'null'], format: 'date-time' } as const;

/**
 * An Excel date of the market's wall clock. Excel dates have no time zone: the serial number is the wall clock,
 * and exceljs turns a Date into a serial from its UTC fields, so the wall-clock digits go in as UTC.
 */
export function toExcelWallDate(value: Exclude<CellValue, null>, _column: ReportColumn): XlsxValue {
  const clock = typeof value === 'string' ? toWallClock(value) : null;
  return clock ? new Date(Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute)) : String(value);
}
