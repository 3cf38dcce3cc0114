// Daily TRY exchange rates. USDTRY follows the managed crawl of 2023-2026 (a calibration curve through
// quarterly levels, including the June-2023 and March-2025 jumps) and EURTRY = USDTRY × EURUSD. Rates are
// fixed on business days only; weekends and holidays repeat the last fixing, as the central bank's series does.
import { calendarDay, lastBusinessDay } from './calendar';
import { interpolateKnots, type Knots } from './knots';
import { streamId, type NoiseField } from './noise';

/** USDTRY level by fractional year (data-stats §7: implied 2024 mean 32.8, 2025 39.4, 2026 Jan–May 43.8). */
const USDTRY: Knots = [
  [2023.0, 18.7], [2023.42, 19.9], [2023.5, 23.8], [2023.6, 26.6], [2023.75, 27.3], [2024.0, 29.6],
  [2024.25, 32.0], [2024.5, 32.5], [2024.75, 34.1], [2025.0, 35.3], [2025.18, 36.4], [2025.27, 37.9],
  [2025.5, 39.4], [2025.75, 41.5], [2026.0, 42.9], [2026.25, 44.2], [2026.42, 44.9], [2026.75, 46.0],
  [2027.0, 46.9],
];

/** EURUSD by fractional year (≈1.08 in 2024, 1.13 in 2025, 1.17 in 2026). */
const EURUSD: Knots = [
  [2023.0, 1.07], [2023.5, 1.09], [2023.8, 1.06], [2024.0, 1.09], [2024.3, 1.075], [2024.65, 1.105],
  [2024.8, 1.09], [2024.97, 1.045], [2025.1, 1.037], [2025.25, 1.09], [2025.45, 1.145], [2025.58, 1.17],
  [2026.0, 1.17], [2026.4, 1.168], [2027.0, 1.16],
];

const USD_NOISE = streamId('fx.usd');
const EUR_NOISE = streamId('fx.eurusd');

export interface FxRate { usdTry: number; eurTry: number }

const round4 = (x: number): number => Math.round(x * 10000) / 10000;

/** The fixing of a business day. */
function fixing(noise: NoiseField, day: number): FxRate {
  const t = calendarDay(day).yearFraction;
  // Small, persistent wiggles around the crawl (knots every ~6 and ~9 days); the day-to-day change stays ≪ 1%.
  const usd = interpolateKnots(USDTRY, t, true) * Math.exp(0.004 * noise.smooth(USD_NOISE, day / 6));
  const eurUsd = interpolateKnots(EURUSD, t) * Math.exp(0.008 * noise.smooth(EUR_NOISE, day / 9));
  const usdTry = round4(Math.max(usd, 1));
  return { usdTry, eurTry: round4(usdTry * eurUsd) };
}

/** Rate published for `day` (the last business day's fixing). */
export function fxRate(noise: NoiseField, day: number): FxRate {
  return fixing(noise, lastBusinessDay(day));
}
