// The calendar's layout arithmetic on `YYYY-MM-DD` days and `YYYY-MM` months. Weeks start on Monday,
// as in Turkey and ISO 8601. Runs in UTC so the runtime's time zone cannot shift a day.
import { daysInMonth, pad2 } from '../../../../engine/format/istanbulWallClock';

function yearMonth(month: string): [number, number] {
  return [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(day: string): number {
  const weekday = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)))).getUTCDay();
  return (weekday + 6) % 7;
}

export function lastDayOfMonth(month: string): string {
  const [year, mm] = yearMonth(month);
  return `${month.slice(0, 7)}-${pad2(daysInMonth(year, mm))}`;
}

/** The month `count` months after `month` (negative for earlier). */
export function addMonthsToMonth(month: string, count: number): string {
  const [year, mm] = yearMonth(month);
  const index = year * 12 + (mm - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${pad2((index % 12) + 1)}`;
}

/** The same day of the month `count` months later, kept inside that month (31 January + 1 month = 29 February 2024). */
export function shiftMonths(day: string, count: number): string {
  const month = addMonthsToMonth(day.slice(0, 7), count);
  const last = lastDayOfMonth(month);
  return `${month}-${day.slice(8, 10) > last.slice(8, 10) ? last.slice(8, 10) : day.slice(8, 10)}`;
}

/** The month's days as Monday-first weeks; null pads the first and last week. */
export function monthWeeks(month: string): (string | null)[][] {
  const [year, mm] = yearMonth(month);
  const count = daysInMonth(year, mm);
  const cells: (string | null)[] = Array.from({ length: weekdayIndex(`${month}-01`) }, () => null);
  for (let day = 1; day <= count; day += 1) cells.push(`${month}-${pad2(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** `value` moved inside `[min, max]`; days and months compare as text because both are zero-padded. */
export function clampToRange(value: string, min: string | undefined, max: string | undefined): string {
  if (min && value < min) return min;
  if (max && value > max) return max;
  return value;
}
