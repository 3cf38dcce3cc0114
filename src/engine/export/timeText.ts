// Time cells as text, the same in both languages (DESIGN §5): DD.MM.YYYY HH:mm, DD.MM.YYYY, MM.YYYY, HH:mm.
import type { CellValue } from '../rows/reportRow';
import { toWallClock, type WallClock } from './wallClock';

export type TimeColumnType = 'datetime' | 'date' | 'month' | 'hour';

const pad = (n: number): string => String(n).padStart(2, '0');

const HOUR_TEXT = /^(\d{1,2}):(\d{2})/;

/** HH:mm from a full timestamp, from "13:00"-style text, or from an hour number (some services send 0-23). */
function hourText(value: CellValue, clock: WallClock | null): string | null {
  if (clock) return `${pad(clock.hour)}:${pad(clock.minute)}`;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 24) return `${pad(value)}:00`;
  const match = typeof value === 'string' ? HOUR_TEXT.exec(value) : null;
  return match ? `${pad(Number(match[1]))}:${match[2]}` : null;
}

/** Null when the value is not a time we can read; callers then show it unchanged rather than drop it. */
export function toTimeText(type: TimeColumnType, value: CellValue): string | null {
  const clock = toWallClock(value);
  if (type === 'hour') return hourText(value, clock);
  if (!clock) return null;
  const date = `${pad(clock.day)}.${pad(clock.month)}.${clock.year}`;
  switch (type) {
    case 'datetime':
      return `${date} ${pad(clock.hour)}:${pad(clock.minute)}`;
    case 'date':
      return date;
    case 'month':
      return `${pad(clock.month)}.${clock.year}`;
  }
}

export function isTimeColumnType(type: string): type is TimeColumnType {
  return type === 'datetime' || type === 'date' || type === 'month' || type === 'hour';
}
