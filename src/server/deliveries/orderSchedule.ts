// When an order runs next: at its Istanbul time of day, every day, on weekdays (Monday to Friday) or on one day
// of the month; an 'onPublication' order (a follow) has no time, it runs when its report's data is published
// (deliveryScheduler.ts). Pure: Istanbul keeps UTC+3 all year, so a wall time is a fixed offset from UTC.
import { ISTANBUL_OFFSET } from '../datasets/publishedBefore';

export const SCHEDULE_KINDS = ['daily', 'weekdays', 'monthly', 'onPublication'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

export interface OrderSchedule {
  kind: ScheduleKind;
  /** HH:MM, Istanbul time (not for 'onPublication'). */
  time?: string;
  /** 1–28, for 'monthly': a day every month has. */
  dayOfMonth?: number;
}

const DAY = 86_400_000;

/** The first run strictly after `afterMs` (epoch ms), or null for a follow. */
export function nextRunAfter(schedule: OrderSchedule, afterMs: number): number | null {
  if (schedule.kind === 'onPublication' || !schedule.time) return null;
  const [hours, minutes] = schedule.time.split(':').map(Number) as [number, number];
  const wall = afterMs + ISTANBUL_OFFSET;
  let day = Math.floor(wall / DAY) * DAY;
  // At most a month and a bit ahead for any kind.
  for (let i = 0; i < 40; i++, day += DAY) {
    const at = day + (hours * 60 + minutes) * 60_000;
    if (at <= wall || !runsOn(schedule, new Date(day))) continue;
    return at - ISTANBUL_OFFSET;
  }
  return null;
}

function runsOn(schedule: OrderSchedule, wallDay: Date): boolean {
  if (schedule.kind === 'weekdays') return wallDay.getUTCDay() >= 1 && wallDay.getUTCDay() <= 5;
  if (schedule.kind === 'monthly') return wallDay.getUTCDate() === schedule.dayOfMonth;
  return true;
}
