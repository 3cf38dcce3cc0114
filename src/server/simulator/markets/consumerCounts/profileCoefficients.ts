// Profile coefficients (multiple-factor): how a month's reading of a meter that is not read hourly is spread over
// the month's hours, by subscriber profile group and meter reading type. A single-rate meter's coefficients are
// each hour's share of the month, so they add up to 1 over the month; a three-rate meter is read per time band
// (day 06–17, peak 17–22, night 22–06), so its coefficients add up to 1 over each band's hours of the month.
// The shape of an hour is its group's daily curve (households peak in the evening, shops and offices in business
// hours and less at weekends, industry is nearly flat, irrigation pumps by day and stops in the evening peak,
// lighting burns from sunset to sunrise), carried by the day's real-time consumption (a cold or hot day draws
// more, and irrigation follows the heat twice as strongly) with a 2 % hourly jitter.
import type { CalendarDay } from '../../calendar';
import type { ElectricityDay } from '../../electricityDay';
import { streamId, type NoiseField } from '../../noise';
import { METER_COUNT_PROFILE_GROUPS } from '../marketReports/subscriberProfileGroups';

const N_HOUR = streamId('profile.coefficients.hour');

/** The profile groups of the coefficients, with the ids the lookup answers (their order in subscriberProfileGroups.ts). */
export const COEFFICIENT_PROFILE_GROUPS = METER_COUNT_PROFILE_GROUPS.map((g, i) => ({ id: i + 1, name: g.name }));

/** Meter reading types that need coefficients (hourly-read meters are read hour by hour). */
export const METER_READING_TYPES = [
  { id: 1, name: 'Tek Zamanlı', bands: false },
  { id: 2, name: 'Üç Zamanlı', bands: true },
] as const;

export type TimeBand = 'day' | 'peak' | 'night';
export const bandOf = (hour: number): TimeBand => (hour >= 6 && hour < 17 ? 'day' : hour >= 17 && hour < 22 ? 'peak' : 'night');

const CURVES: Readonly<Record<string, readonly number[]>> = {
  Mesken: [0.75, 0.65, 0.6, 0.58, 0.58, 0.62, 0.75, 0.9, 0.95, 0.95, 0.95, 0.95, 0.97, 0.97, 0.97, 1, 1.05, 1.2, 1.45, 1.55, 1.5, 1.35, 1.15, 0.9],
  Ticarethane: [0.45, 0.4, 0.38, 0.37, 0.37, 0.4, 0.5, 0.75, 1.1, 1.35, 1.45, 1.5, 1.5, 1.5, 1.5, 1.48, 1.45, 1.4, 1.35, 1.25, 1.1, 0.9, 0.7, 0.55],
  Sanayi: [0.9, 0.88, 0.87, 0.87, 0.88, 0.9, 0.95, 1.05, 1.1, 1.12, 1.12, 1.1, 1.05, 1.1, 1.12, 1.12, 1.1, 1.05, 1, 0.98, 0.97, 0.95, 0.93, 0.91],
  'Tarımsal Sulama': [0.8, 0.78, 0.76, 0.76, 0.78, 0.85, 1, 1.15, 1.25, 1.3, 1.3, 1.3, 1.3, 1.3, 1.3, 1.25, 1.15, 0.6, 0.5, 0.5, 0.6, 0.8, 0.85, 0.82],
};
/** Saturday and Sunday level of a group's day. */
const WEEKEND: Readonly<Record<string, readonly [number, number]>> = {
  Mesken: [1.05, 1.08], Ticarethane: [0.85, 0.55], Sanayi: [0.9, 0.75], 'Tarımsal Sulama': [1, 1], 'Aydınlatma': [1, 1],
};

/** Sunrise and sunset in Istanbul time (hours) over the year, at about 39° N with UTC+3 all year. */
function sunHours(dayOfYear: number): { rise: number; set: number } {
  const c = Math.cos((2 * Math.PI * (dayOfYear + 10)) / 365); // 1 at the winter solstice, −1 at the summer one
  return { rise: 6.9 + 1.25 * c, set: 18.9 - 1.6 * c };
}

/** Share of the hour `h` that is dark. */
function darkness(h: number, cal: CalendarDay): number {
  const { rise, set } = sunHours(cal.dayOfYear);
  const light = Math.max(0, Math.min(h + 1, set) - Math.max(h, rise));
  return 1 - light;
}

/** The unnormalised weight of each hour of a day for a group (its energy in arbitrary units). */
export function hourWeights(noise: NoiseField, e: ElectricityDay, groupIndex: number): number[] {
  const { cal } = e;
  const group = COEFFICIENT_PROFILE_GROUPS[groupIndex]!.name;
  const dayLoad = e.consumption.reduce((s, c) => s + c, 0) / e.consumption.length / 35_000;
  const weekday = cal.weekday;
  const [saturday, sunday] = WEEKEND[group] ?? [1, 1];
  const week = weekday === 5 ? saturday : weekday === 6 ? sunday : 1;
  const curve = CURVES[group];
  return Array.from({ length: 24 }, (_, h) => {
    const shape = curve ? curve[h]! * week * (group === 'Tarımsal Sulama' ? dayLoad ** 2 : dayLoad) : 0.02 + darkness(h, cal);
    return shape * (1 + 0.02 * noise.normal(N_HOUR, (cal.day * 24 + h) * 8 + groupIndex));
  });
}

export interface MonthTotals { all: number; day: number; peak: number; night: number }

/** The weights of a group added up over the month's days, in total and per time band. */
export function monthTotals(noise: NoiseField, days: readonly ElectricityDay[], groupIndex: number): MonthTotals {
  const totals: MonthTotals = { all: 0, day: 0, peak: 0, night: 0 };
  for (const e of days) {
    hourWeights(noise, e, groupIndex).forEach((w, h) => { totals.all += w; totals[bandOf(h)] += w; });
  }
  return totals;
}

/** The coefficient of each hour of the day for a group and reading type, from the month's totals. */
export function dayCoefficients(weights: readonly number[], totals: MonthTotals, bands: boolean): number[] {
  return weights.map((w, h) => w / (bands ? totals[bandOf(h)] : totals.all));
}
