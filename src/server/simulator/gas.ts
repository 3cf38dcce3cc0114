// Natural-gas reference price (GRF, TL per 1000 Sm³). The spot price sits on BOTAŞ's regulated tariff: it stays
// near one level for weeks and moves in steps when the tariff is revised (usually on the 1st, sometimes
// mid-month), with a ±1 % daily wiggle of the weighted average (data-stats §16: 2025 mean 13,647 TL, +8 % in
// July 2025, +17 % in April 2026). Tariffs follow a USD target through the TRY crawl, hence the steps.
import { calendarDay, MS_PER_DAY } from './calendar';
import { fxRate } from './fx';
import { interpolateKnots, type Knots } from './knots';
import { streamId, type NoiseField } from './noise';

/** Tariff target in USD per 1000 Sm³ by fractional year. */
const TARGET_USD: Knots = [
  [2023.0, 420], [2023.5, 380], [2024.0, 345], [2024.5, 345], [2025.0, 362], [2025.25, 340], [2025.5, 372],
  [2025.75, 352], [2026.0, 335], [2026.2, 336], [2026.3, 380], [2026.6, 378], [2027.0, 372],
];
/** 1000 Sm³ of pipeline gas ≈ 37.3 MMBtu (gross calorific value). */
export const MMBTU_PER_1000_SM3 = 37.3;
/** First month of the tariff recursion: tariffs are a pure function of the seed and the month. */
const EPOCH_YEAR = 2022;

const N_TARGET = streamId('gas.target');
const N_REVISE = streamId('gas.revise');
const N_DAY = streamId('gas.revisionDay');
const N_WIGGLE = streamId('gas.wiggle');
const N_JITTER = streamId('gas.jitter');

interface MonthTariff { previous: number; current: number; revisionDay: number }

function monthIndex(year: number, month: number): number {
  return year * 12 + (month - 1);
}

function firstDayOf(index: number): number {
  return Date.UTC(Math.floor(index / 12), index % 12, 1) / MS_PER_DAY;
}

const cache = new Map<string, MonthTariff>();

function tariffFor(noise: NoiseField, index: number): MonthTariff {
  const key = `${noise.seed}:${index}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const epoch = monthIndex(EPOCH_YEAR, 1);
  let current = 0;
  let result: MonthTariff | undefined;
  for (let m = Math.min(epoch, index); m <= index; m++) {
    const first = firstDayOf(m);
    const target = interpolateKnots(TARGET_USD, calendarDay(first + 14).yearFraction)
      * fxRate(noise, first).usdTry * (1 + 0.015 * noise.normal(N_TARGET, m));
    const previous = current;
    const drift = current === 0 ? Infinity : Math.abs(target / current - 1);
    if (drift > 0.03 || noise.uniform(N_REVISE, m) < 0.3) current = Math.round(target / 10) * 10;
    const revisionDay = current === previous || previous === 0 ? 1
      : noise.uniform(N_DAY, m) < 0.7 ? 1 : 5 + Math.floor(noise.uniform(N_DAY ^ 1, m) * 16);
    result = { previous: previous || current, current, revisionDay };
  }
  cache.set(key, result!);
  return result!;
}

/** GRF in TL per 1000 Sm³ for a gas day, 2 decimals. */
export function gasReferencePrice(noise: NoiseField, day: number): number {
  const cal = calendarDay(day);
  const tariff = tariffFor(noise, monthIndex(cal.year, cal.month));
  const level = cal.dayOfMonth >= tariff.revisionDay ? tariff.current : tariff.previous;
  const wiggle = Math.exp(0.009 * noise.smooth(N_WIGGLE, day / 4) + 0.003 * noise.normal(N_JITTER, day));
  return Math.round(level * wiggle * 100) / 100;
}
