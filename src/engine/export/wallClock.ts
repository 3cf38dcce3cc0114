// Time values arrive as ISO strings with the market's offset (2024-07-29T13:00:00+03:00). Files show the
// market's wall clock, so the digits are read as written: going through Date would shift them into the
// server's own time zone.
import type { CellValue } from '../rows/reportRow';

export interface WallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const ISO_PREFIX = /^(\d{4})-(\d{2})(?:-(\d{2}))?(?:[T ](\d{2}):(\d{2}))?/;

export function toWallClock(value: CellValue): WallClock | null {
  if (typeof value !== 'string') return null;
  const match = ISO_PREFIX.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match;
  return {
    year: Number(year),
    month: Number(month),
    day: day === undefined ? 1 : Number(day),
    hour: hour === undefined ? 0 : Number(hour),
    minute: minute === undefined ? 0 : Number(minute),
  };
}
