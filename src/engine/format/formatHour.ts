import { istanbulWallClock, pad2 } from './istanbulWallClock';

const CLOCK = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/** `13:00`, `9:00:00` or an ISO date-time → `HH:mm` (Istanbul time); an unreadable value is shown as it came. */
export function formatHour(value: string): string {
  const clock = CLOCK.exec(value.trim());
  if (clock) {
    const hour = Number(clock[1]);
    const minute = Number(clock[2]);
    // 24:00 appears in some operator files as the end of the last hour, so it is let through.
    if (hour <= 24 && minute <= 59) return `${pad2(hour)}:${pad2(minute)}`;
    return value;
  }
  const wall = istanbulWallClock(value);
  return wall ? `${pad2(wall.hour)}:${pad2(wall.minute)}` : value;
}
