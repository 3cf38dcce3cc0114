// The certificates issued in a month, memoised per world noise: the module reads the current month's issue from
// the world's chain (ctx.chainOf, computed once for the world loop) and the previous month's for its opening
// stock, which a world starting mid-history has not simulated, so that one is computed here from the pure daily
// chain without touching the world loop's cache.
import { calendarDay } from '../../calendar';
import { simulateElectricityDay, type ElectricityDay } from '../../electricityDay';
import type { NoiseField } from '../../noise';
import type { PerSource } from './certificateSources';
import { issuedCertificates } from './certifiedGeneration';
import { monthIndex } from './certificateStock';

const memo = new WeakMap<NoiseField, Map<number, PerSource>>();

/** The days of the month that starts on `firstDay` (a day number whose day of month is 1). */
export function daysOfMonth(firstDay: number): number[] {
  const { month } = calendarDay(firstDay);
  const days: number[] = [];
  for (let d = firstDay; calendarDay(d).month === month; d++) days.push(d);
  return days;
}

/** The issue of the month starting on `firstDay`, its days' chains read through `chainOf`. */
export function issuedInMonth(noise: NoiseField, firstDay: number, chainOf: (day: number) => ElectricityDay): PerSource {
  const { year, month } = calendarDay(firstDay);
  const key = monthIndex(year, month);
  let byMonth = memo.get(noise);
  if (!byMonth) { byMonth = new Map(); memo.set(noise, byMonth); }
  let issued = byMonth.get(key);
  if (!issued) {
    issued = issuedCertificates(daysOfMonth(firstDay).map(chainOf));
    byMonth.set(key, issued);
  }
  return issued;
}

/** The issue of the month before the one starting on `firstDay`, from the pure chain of its days. */
export function issuedInPreviousMonth(noise: NoiseField, firstDay: number): PerSource {
  const previous = calendarDay(firstDay - 1);
  return issuedInMonth(noise, firstDay - previous.dayOfMonth, (day) => simulateElectricityDay(noise, day));
}
