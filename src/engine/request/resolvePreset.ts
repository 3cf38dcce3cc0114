// The named ranges a date filter offers, resolved to Istanbul calendar days at the instant `now`.
import type { WindowPreset } from '../../../schemas/report.schema';
import { istanbulDay } from '../format/istanbulDay';
import { addDays, addMonths, monthStart } from './isoDay';

export interface DayRange {
  start: string;
  end: string;
}

/** `last7Days` on 2024-07-29 → `{ start: '2024-07-23', end: '2024-07-29' }` (today included). */
export function resolvePreset(preset: WindowPreset, now: Date): DayRange {
  const today = istanbulDay(now);
  const year = Number(today.slice(0, 4));
  switch (preset) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { start: day, end: day };
    }
    case 'tomorrow': {
      const day = addDays(today, 1);
      return { start: day, end: day };
    }
    // A dashboard's window: today and tomorrow (tomorrow's rows appear when they are published).
    case 'todayAndTomorrow':
      return { start: today, end: addDays(today, 1) };
    // A dashboard's window: yesterday and today, for today's hours beside the same hours of yesterday.
    case 'yesterdayAndToday':
      return { start: addDays(today, -1), end: today };
    case 'last7Days':
      return { start: addDays(today, -6), end: today };
    case 'last30Days':
      return { start: addDays(today, -29), end: today };
    case 'thisMonth':
      return { start: monthStart(today), end: today };
    case 'lastMonth': {
      const start = addMonths(monthStart(today), -1);
      return { start, end: addDays(monthStart(today), -1) };
    }
    case 'thisYear':
      return { start: `${year}-01-01`, end: today };
    case 'lastYear':
      return { start: `${year - 1}-01-01`, end: `${year - 1}-12-31` };
  }
}
