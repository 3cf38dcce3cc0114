// Hourly real-time consumption (MWh per hour = mean MW). Level × month × weekday × holiday × weather × hour shape,
// calibrated to data-stats §13 and tables C1–C4: yearly means 39.0 GW (2024) and 40.2 GW (2025), Jul/Aug
// +16–17 %, Sunday ≈ 0.88 of the weekly mean, the daily minimum at 05–06 h and the plateau 10–20 h, with the
// annual minimum on a Bayram morning.
import type { CalendarDay, Holiday } from './calendar';
import { interpolateKnots, monthlyProfile, type Knots } from './knots';
import { streamId, type NoiseField } from './noise';

/** Mean consumption (MW) at mid-year; between knots the level moves linearly, beyond them it keeps growing. */
const LEVEL: Knots = [[2023.5, 37_450], [2024.5, 39_600], [2025.5, 40_350], [2026.5, 41_500]];

/** Month factors without holiday effects (Ramazan/Kurban are applied separately). */
const MONTH = [0.99, 0.995, 0.945, 0.905, 0.935, 1.0, 1.165, 1.155, 1.005, 0.915, 0.955, 1.02];

/** Daily level by weekday, Monday first (table C4, 2024–2025). */
const WEEKDAY = [1.0, 1.03, 1.033, 1.037, 1.03, 0.978, 0.885];

// Hour shapes (ratio to the day's mean) by season and day type, from the 2024–2025 hourly profiles.
// Winter evenings peak at 17–18 h (early dusk); summer afternoons at 14–15 h (air conditioning).
type Shape = readonly number[];
const SHAPES: Record<'winter' | 'spring' | 'summer' | 'autumn', { work: Shape; saturday: Shape; sunday: Shape }> = {
  winter: {
    work: [0.892, 0.843, 0.81, 0.791, 0.785, 0.793, 0.827, 0.9, 1.039, 1.108, 1.123, 1.129, 1.085, 1.084, 1.103, 1.1, 1.116, 1.138, 1.127, 1.105, 1.079, 1.048, 1.012, 0.965],
    saturday: [0.96, 0.909, 0.869, 0.845, 0.836, 0.839, 0.856, 0.888, 0.972, 1.043, 1.082, 1.099, 1.072, 1.074, 1.071, 1.059, 1.063, 1.094, 1.126, 1.112, 1.082, 1.054, 1.02, 0.975],
    sunday: [1.018, 0.962, 0.918, 0.889, 0.875, 0.872, 0.879, 0.88, 0.885, 0.927, 0.978, 1.009, 1.019, 1.029, 1.028, 1.029, 1.048, 1.099, 1.151, 1.156, 1.135, 1.107, 1.076, 1.029],
  },
  spring: {
    work: [0.931, 0.885, 0.852, 0.836, 0.834, 0.83, 0.82, 0.861, 0.994, 1.059, 1.084, 1.103, 1.068, 1.073, 1.095, 1.087, 1.088, 1.086, 1.077, 1.087, 1.113, 1.086, 1.047, 1.002],
    saturday: [0.989, 0.942, 0.903, 0.884, 0.88, 0.871, 0.844, 0.852, 0.946, 1.016, 1.057, 1.083, 1.063, 1.07, 1.067, 1.047, 1.041, 1.051, 1.072, 1.086, 1.11, 1.084, 1.045, 0.998],
    sunday: [1.05, 0.995, 0.95, 0.928, 0.922, 0.907, 0.869, 0.847, 0.876, 0.923, 0.974, 1.008, 1.014, 1.023, 1.021, 1.013, 1.018, 1.044, 1.081, 1.117, 1.151, 1.126, 1.092, 1.051],
  },
  summer: {
    work: [0.931, 0.886, 0.851, 0.826, 0.81, 0.79, 0.781, 0.827, 0.958, 1.039, 1.081, 1.112, 1.096, 1.117, 1.146, 1.139, 1.132, 1.112, 1.077, 1.073, 1.092, 1.081, 1.045, 1.0],
    saturday: [0.989, 0.945, 0.906, 0.877, 0.859, 0.834, 0.814, 0.839, 0.931, 1.005, 1.055, 1.086, 1.078, 1.096, 1.103, 1.092, 1.079, 1.07, 1.065, 1.069, 1.091, 1.078, 1.042, 0.996],
    sunday: [1.034, 0.985, 0.942, 0.911, 0.89, 0.862, 0.832, 0.837, 0.88, 0.935, 0.989, 1.023, 1.037, 1.059, 1.065, 1.064, 1.062, 1.064, 1.07, 1.086, 1.12, 1.116, 1.086, 1.049],
  },
  autumn: {
    work: [0.899, 0.858, 0.828, 0.807, 0.801, 0.809, 0.83, 0.881, 1.009, 1.07, 1.089, 1.103, 1.059, 1.074, 1.104, 1.104, 1.12, 1.14, 1.135, 1.124, 1.098, 1.065, 1.023, 0.971],
    saturday: [0.96, 0.916, 0.881, 0.856, 0.844, 0.848, 0.855, 0.867, 0.958, 1.024, 1.062, 1.083, 1.058, 1.07, 1.076, 1.067, 1.071, 1.101, 1.127, 1.122, 1.097, 1.064, 1.024, 0.97],
    sunday: [1.017, 0.968, 0.925, 0.899, 0.884, 0.882, 0.876, 0.857, 0.881, 0.931, 0.982, 1.014, 1.016, 1.032, 1.037, 1.037, 1.049, 1.089, 1.14, 1.156, 1.137, 1.105, 1.068, 1.017],
  },
};
/** Season centres (day of year) between which the hour shapes are blended. */
const SEASON_CENTRES = [[15, 'winter'], [105, 'spring'], [197, 'summer'], [288, 'autumn'], [380, 'winter']] as const;

const NATIONAL_FACTOR: Record<string, number> = {
  'Yılbaşı': 0.8,
  'Ulusal Egemenlik ve Çocuk Bayramı': 0.95,
  'Emek ve Dayanışma Günü': 0.92,
  "Atatürk'ü Anma, Gençlik ve Spor Bayramı": 0.9,
  'Demokrasi ve Millî Birlik Günü': 0.9,
  'Zafer Bayramı': 0.9,
  'Cumhuriyet Bayramı': 0.86,
};
const RELIGIOUS_FACTOR = [0.68, 0.67, 0.7, 0.76];

/** Daily factor of a holiday relative to the same weekday (measured on 2024–2025 holidays). */
export function holidayFactor(holiday: Holiday | null, weekday: number): number {
  if (!holiday) return 1;
  let f: number;
  let weekendKeep: number; // how much of the effect survives on a Saturday/Sunday, which is already quiet
  switch (holiday.kind) {
    case 'religious': f = RELIGIOUS_FACTOR[holiday.dayOfHoliday - 1] ?? 0.76; weekendKeep = 0.7; break;
    case 'eve': f = holiday.name.startsWith('Cumhuriyet') ? 0.93 : 0.82; weekendKeep = 0.6; break;
    case 'bridge': f = 0.88; weekendKeep = 0.5; break;
    default: f = NATIONAL_FACTOR[holiday.name] ?? 0.9; weekendKeep = weekday === 6 ? 0.1 : 0.5;
  }
  if (weekday >= 5) f = 1 - (1 - f) * (weekday === 6 ? Math.min(weekendKeep, 0.6) : weekendKeep);
  return f;
}

function shapeFor(cal: CalendarDay): Float64Array {
  const kind = cal.holiday && cal.holiday.kind !== 'eve' && cal.holiday.kind !== 'bridge'
    ? 'sunday'
    : cal.weekday === 6 ? 'sunday' : cal.weekday === 5 ? 'saturday' : 'work';
  let i = 0;
  while (i < SEASON_CENTRES.length - 2 && cal.dayOfYear >= SEASON_CENTRES[i + 1]![0]) i++;
  // Before the winter centre (1–14 Jan) blend autumn→winter across the year end.
  let [c0, s0] = SEASON_CENTRES[i]!;
  let [c1, s1] = SEASON_CENTRES[i + 1]!;
  let doy = cal.dayOfYear;
  if (doy < c0) { [c0, s0] = SEASON_CENTRES[3]; [c1, s1] = SEASON_CENTRES[4]; doy += 365; }
  const t = Math.min(1, Math.max(0, (doy - c0) / (c1 - c0)));
  const a = SHAPES[s0][kind];
  const b = SHAPES[s1][kind];
  const out = new Float64Array(24);
  for (let h = 0; h < 24; h++) out[h] = (a[h]! * (1 - t) + b[h]! * t);
  if (cal.holiday?.kind === 'eve' || cal.holiday?.kind === 'bridge') {
    // A half day: working morning, Sunday-like afternoon.
    const sun = SHAPES[s0].sunday;
    for (let h = 12; h < 24; h++) out[h] = 0.5 * out[h]! + 0.5 * sun[h]!;
  }
  return out;
}

const WEATHER_FAST = streamId('demand.weather.fast');
const WEATHER_SLOW = streamId('demand.weather.slow');
const HOURLY = streamId('demand.hourly');

/** Trend level of consumption (MW) at a fractional year; prices normalise the residual load by it. */
export function consumptionLevel(yearFraction: number): number {
  return interpolateKnots(LEVEL, yearFraction, true);
}

/** The 24 hourly consumption values (MWh) of a day. */
export function consumptionForDay(noise: NoiseField, cal: CalendarDay): Float64Array {
  const summerOrWinter = Math.abs(Math.cos((2 * Math.PI * (cal.dayOfYear - 200)) / 365.25)) ** 2;
  // Weather: a few-day component (heat waves, cold snaps; stronger in peak seasons) and a monthly one.
  const weather = Math.exp(
    (0.018 + 0.012 * summerOrWinter) * noise.smooth(WEATHER_FAST, cal.day / 2.5) + 0.015 * noise.smooth(WEATHER_SLOW, cal.day / 15),
  );
  const daily = consumptionLevel(cal.yearFraction) * monthlyProfile(MONTH, cal.dayOfYear) * WEEKDAY[cal.weekday]!
    * holidayFactor(cal.holiday, cal.weekday) * weather;
  const shape = shapeFor(cal);
  const out = new Float64Array(24);
  const hour0 = cal.day * 24;
  for (let h = 0; h < 24; h++) {
    out[h] = daily * shape[h]! * Math.exp(0.008 * noise.smooth(HOURLY, (hour0 + h) / 4));
  }
  return out;
}
