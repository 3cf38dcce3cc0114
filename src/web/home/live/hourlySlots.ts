// Dashboard rows placed on the hours of one Istanbul day: 24 slots, null where the hour has no row (yet).
import { istanbulWallClock, pad2 } from '../../../engine/format/istanbulWallClock';

/** The Istanbul day (YYYY-MM-DD) of an ISO time, or undefined when it cannot be read. */
export function dayOf(iso: string): string | undefined {
  const wall = istanbulWallClock(iso);
  return wall ? `${wall.year}-${pad2(wall.month)}-${pad2(wall.day)}` : undefined;
}

/** The Istanbul hour (0–23) of an ISO time. */
export function hourOf(iso: string): number | undefined {
  return istanbulWallClock(iso)?.hour;
}

/** The 24 hourly values of `day`, read from each row by `value`. */
export function hourlySlots<Row>(rows: readonly Row[], timeOf: (row: Row) => string, value: (row: Row) => number | null, day: string): (number | null)[] {
  const slots: (number | null)[] = Array.from({ length: 24 }, () => null);
  for (const row of rows) {
    const time = timeOf(row);
    if (dayOf(time) !== day) continue;
    const hour = hourOf(time);
    if (hour !== undefined) slots[hour] = value(row);
  }
  return slots;
}

/** The last hour of the slots that has a value, with the value, or undefined for an empty day. */
export function lastFilled(slots: readonly (number | null)[]): { hour: number; value: number } | undefined {
  for (let hour = slots.length - 1; hour >= 0; hour--) {
    const value = slots[hour];
    if (value !== null && value !== undefined) return { hour, value };
  }
  return undefined;
}
