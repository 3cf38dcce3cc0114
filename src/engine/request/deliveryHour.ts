// One delivery hour as an hour filter holds it: `2024-08-01T13:00`, the Istanbul wall clock of the hour's
// start. Any ISO date-time (UTC, another offset, milliseconds) reads as the Istanbul hour it falls in, so a
// link or an API echo written another way names the same hour.
import { istanbulWallClock, pad2 } from '../format/istanbulWallClock';
import { isIsoDay } from './isoDay';

const HOUR_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}):00$/;

/** `2024-08-01`, 13 → `2024-08-01T13:00`. */
export function toDeliveryHour(day: string, hour: number): string {
  return `${day}T${pad2(hour)}:00`;
}

/** The day and the hour (0–23) of a delivery hour value, or undefined when it is not one. */
export function splitDeliveryHour(value: unknown): { day: string; hour: number } | undefined {
  const match = typeof value === 'string' ? HOUR_PATTERN.exec(value) : null;
  if (!match || !isIsoDay(match[1]) || Number(match[2]) > 23) return undefined;
  return { day: match[1]!, hour: Number(match[2]) };
}

const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/;
/** Istanbul has kept UTC+3 all year since 2016, as the server reads request dates (reportRequest). */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;

/**
 * The delivery hour an ISO date-time falls in, Istanbul time (the minutes dropped); undefined when unreadable.
 * With an offset the instant counts (10:00Z and 12:00+02:00 are both 13:00), without one the digits are Istanbul's.
 */
export function readDeliveryHour(raw: string): string | undefined {
  if (!raw.includes('T') || !istanbulWallClock(raw)) return undefined;
  if (!OFFSET.test(raw.trim())) {
    const wall = istanbulWallClock(raw)!;
    return toDeliveryHour(`${String(wall.year).padStart(4, '0')}-${pad2(wall.month)}-${pad2(wall.day)}`, wall.hour);
  }
  const shifted = new Date(Date.parse(raw.trim()) + ISTANBUL_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) return undefined;
  return toDeliveryHour(shifted.toISOString().slice(0, 10), shifted.getUTCHours());
}

/** The hour of `day` at the clock time `now` shows in Istanbul: where an hour filter opens for a preset's day. */
export function deliveryHourAt(day: string, now: Date): string {
  return toDeliveryHour(day, splitDeliveryHour(readDeliveryHour(now.toISOString()))!.hour);
}
