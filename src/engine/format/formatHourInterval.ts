// An hourly row covers an interval, and reads as one: 00:00–01:00, 23:00–24:00 (Istanbul time).
import { formatHour } from './formatHour';
import { pad2 } from './istanbulWallClock';

/** `13:00` or an ISO date-time → `13:00–14:00`; an unreadable value is shown as it came. */
export function formatHourInterval(value: string): string {
  const start = formatHour(value);
  const match = /^(\d{2}):(\d{2})$/.exec(start);
  if (!match) return start;
  const hour = Number(match[1]);
  if (hour >= 24) return start;
  return `${start}–${pad2(hour + 1)}:${match[2]}`;
}
