// Istanbul's UTC offset at an instant. Fixed +03:00 since summer time was made permanent (2016-09-07); before
// that EET/EEST with the EU switch at 01:00 UTC on the last Sundays of March and October, except the years
// Turkey moved the date (2011, 2014 spring, 2015 autumn).
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
}

const SPRING: Record<number, number> = { 2011: Date.UTC(2011, 2, 28, 1), 2014: Date.UTC(2014, 2, 31, 1) };
const AUTUMN: Record<number, number> = { 2015: Date.UTC(2015, 10, 8, 1) };

/** Minutes east of UTC in Istanbul at the instant `utcMs`. */
export function istanbulOffsetMinutes(utcMs: number): number {
  const year = new Date(utcMs).getUTCFullYear();
  if (year >= 2016) return utcMs >= Date.UTC(2016, 2, 27, 1) ? 180 : 120;
  const start = SPRING[year] ?? lastSunday(year, 2);
  const end = AUTUMN[year] ?? lastSunday(year, 9);
  return utcMs >= start && utcMs < end ? 180 : 120;
}

/** From this wall-clock day on, Istanbul has no clock changes (fixed +03:00). */
export const PERMANENT_SUMMER_TIME_FROM = Date.UTC(2016, 8, 7);
