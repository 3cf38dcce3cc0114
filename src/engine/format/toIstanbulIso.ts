// The web service's date-time format: Istanbul wall clock with its fixed +03:00 offset.
import { istanbulWallClock, pad2 } from './istanbulWallClock';

/** `2024-07-29`, 13 → `2024-07-29T13:00:00+03:00`. Throws on a day that does not exist or an hour outside 0–23. */
export function toIstanbulIso(day: string, hour = 0): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !istanbulWallClock(day)) {
    throw new Error(`toIstanbulIso: "${day}" is not a calendar day in YYYY-MM-DD form.`);
  }
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new Error(`toIstanbulIso: hour ${hour} is not a whole hour between 0 and 23.`);
  }
  return `${day}T${pad2(hour)}:00:00+03:00`;
}
