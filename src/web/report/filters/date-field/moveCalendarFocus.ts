// The keys of the WAI-ARIA date picker grid: where the focused day (or month) goes for each key.
// Undefined means the key is not a navigation key and the event should be left alone.
import { addDays } from '../../../../engine/request/isoDay';
import { addMonthsToMonth, shiftMonths, weekdayIndex } from './calendarGrid';

export interface FocusKey {
  key: string;
  shiftKey?: boolean;
}

/** Arrows move by day and week, PageUp/PageDown by month (with Shift by year), Home/End to Monday/Sunday. */
export function moveDayFocus(day: string, { key, shiftKey = false }: FocusKey): string | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'PageUp':
      return shiftMonths(day, shiftKey ? -12 : -1);
    case 'PageDown':
      return shiftMonths(day, shiftKey ? 12 : 1);
    case 'Home':
      return addDays(day, -weekdayIndex(day));
    case 'End':
      return addDays(day, 6 - weekdayIndex(day));
    default:
      return undefined;
  }
}

/** The month grid has rows of three (quarters): arrows move by month and quarter, PageUp/PageDown by year, Home/End along the row. */
export function moveMonthFocus(month: string, { key }: FocusKey): string | undefined {
  const column = (Number(month.slice(5, 7)) - 1) % 3;
  switch (key) {
    case 'ArrowLeft':
      return addMonthsToMonth(month, -1);
    case 'ArrowRight':
      return addMonthsToMonth(month, 1);
    case 'ArrowUp':
      return addMonthsToMonth(month, -3);
    case 'ArrowDown':
      return addMonthsToMonth(month, 3);
    case 'PageUp':
      return addMonthsToMonth(month, -12);
    case 'PageDown':
      return addMonthsToMonth(month, 12);
    case 'Home':
      return addMonthsToMonth(month, -column);
    case 'End':
      return addMonthsToMonth(month, 2 - column);
    default:
      return undefined;
  }
}
