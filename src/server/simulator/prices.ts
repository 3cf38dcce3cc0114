// Day-ahead market clearing price (PTF/MCP). The price is set by the residual load the thermal fleet must cover
// (consumption − solar − wind − river, corrected for how much water the dams hold), through a convex supply
// curve anchored on the gas price in USD: gas plants are at the margin most hours. The curve reproduces the
// "duck": zero or near-zero prices when solar noon meets low spring demand, evening prices at the regulated cap.
// TL = USD × the previous day's USDTRY; the result is bounded by the month's cap and the 0 floor and then
// rounded the way bids cluster (≈40 % whole numbers, x.99 / x.98 / x.01 endings).
import type { CalendarDay } from './calendar';
import { consumptionLevel } from './demand';
import { MMBTU_PER_1000_SM3 } from './gas';
import { interpolateKnots, type Knots } from './knots';
import { streamId, type NoiseField } from './noise';
import { DAM_BASE, type RenewableDay } from './renewables';

/** Regulated maximum price (azami fiyat limiti) by first month of validity, TL/MWh (data-stats §2). */
const PRICE_CAPS: readonly (readonly [string, number])[] = [
  ['2021-07', 617], ['2021-08', 636], ['2021-09', 674], ['2021-10', 1078], ['2021-11', 1131], ['2021-12', 1217],
  ['2022-01', 1345], ['2022-02', 1524], ['2022-03', 1745], ['2022-04', 2500], ['2022-05', 2750], ['2022-06', 3200],
  ['2022-07', 3750], ['2022-08', 4000], ['2022-09', 4800], ['2023-01', 4200], ['2023-02', 3650], ['2023-03', 3050],
  ['2023-04', 2600], ['2023-07', 2700], ['2024-07', 3000], ['2025-04', 3400], ['2026-04', 4500],
];

/** Cap of a delivery month; before mid-2021 the old 2,000 TL ceiling. */
export function priceCap(year: number, month: number): number {
  const key = `${year}-${String(month).padStart(2, '0')}`;
  let cap = 2000;
  for (const [from, value] of PRICE_CAPS) if (key >= from) cap = value;
  return cap;
}

/**
 * Residual-load index per hour: thermal need as a share of the consumption trend. Extra water in the dams
 * (budget above normal) pushes the index down, a drought pushes it up.
 */
export function residualIndex(cal: CalendarDay, consumption: Float64Array, ren: RenewableDay): Float64Array {
  const level = consumptionLevel(cal.yearFraction);
  const hydroShift = 0.75 * (ren.damBudget - DAM_BASE);
  const z = new Float64Array(24);
  for (let h = 0; h < 24; h++) {
    z[h] = (consumption[h]! - ren.embeddedSolar[h]! - ren.licensedSolar[h]! - ren.wind[h]! - ren.riverDaily - hydroShift) / level;
  }
  return z;
}

/** Supply curve: price as a multiple of the gas-plant cost, by residual index. */
const SUPPLY_CURVE: Knots = [
  [0.15, -0.12], [0.24, 0.03], [0.33, 0.22], [0.42, 0.48], [0.5, 0.72], [0.6, 0.92], [0.68, 1.04], [0.78, 1.12],
  [0.9, 1.2], [1.0, 1.26], [1.15, 1.36],
];
/**
 * Unit-commitment premium by hour of day: thermal units kept on through the night and ramped for the
 * morning and the evening peak price above what the hour's residual alone would say (fitted to table A4).
 */
const HOUR_FACTOR = [1.002, 0.972, 0.927, 0.906, 0.917, 0.954, 0.98, 0.937, 1.171, 1.185, 1.083, 1.091, 0.856, 0.994, 1.077, 1.012, 1.012, 1.033, 1.032, 1.054, 1.042, 1.035, 0.926, 0.89];
/**
 * Weekend and holiday discount: with industry off, the units that stay committed bid their minimum-load
 * energy cheaply (table A5: Saturday ≈ 0.97, Sunday ≈ 0.82 of the yearly mean).
 */
function dayTypeFactor(cal: CalendarDay): number {
  if (cal.holiday?.kind === 'religious' || cal.holiday?.kind === 'national') return 0.93;
  return cal.weekday === 6 ? 0.95 : cal.weekday === 5 ? 0.96 : 1;
}
/** Solar cannibalisation: the more of the hour's demand the sun covers, the deeper the midday dip. */
const SOLAR_DIP = 0.9;
/** MWh of power from one MMBtu-priced unit of gas: a CCGT heat rate of ≈7.2 MMBtu/MWh. */
const HEAT_RATE = 7.3;

const N_DAY = streamId('price.day');
const N_HOUR = streamId('price.hour');
const N_HOUR_WHITE = streamId('price.hour.white');
const N_ROUND = streamId('price.round');
const N_ROUND_KIND = streamId('price.roundKind');

/** Round a price the way bids cluster; cap and floor values stay exact. */
export function roundLikeBids(price: number, cap: number, u: number, v: number): number {
  if (price <= 0.5) return 0;
  if (price >= cap) return cap;
  const nice = Math.round(price / 50) * 50;
  const nearNice = nice > 0 && Math.abs(nice - price) / price < 0.025;
  let out: number;
  if (u < 0.17) out = nearNice ? nice : Math.round(price / 10) * 10;
  else if (u < 0.33) out = Math.round(price);
  else if (u < 0.47) out = (nearNice && v < 0.5 ? nice : Math.round(price)) - 0.01;
  else if (u < 0.53) out = Math.round(price) - 0.02;
  else if (u < 0.63) out = (nearNice && v < 0.5 ? nice : Math.round(price)) + 0.01;
  else out = Math.round(price * 100) / 100;
  return Math.min(cap, Math.max(0, Math.round(out * 100) / 100));
}

export interface PriceDay {
  /** MCP in TL/MWh, 2 decimals, in [0, cap]. */
  price: Float64Array;
  cap: number;
}

export function marketClearingPrices(
  noise: NoiseField, cal: CalendarDay, z: Float64Array, solarShare: Float64Array, gasTlPer1000Sm3: number,
  usdTryPreviousDay: number,
): PriceDay {
  const cap = priceCap(cal.year, cal.month);
  const gasUsdPerMmbtu = gasTlPer1000Sm3 / usdTryPreviousDay / MMBTU_PER_1000_SM3;
  const anchorTl = gasUsdPerMmbtu * HEAT_RATE * usdTryPreviousDay * dayTypeFactor(cal);
  const dayShock = 0.075 * noise.smooth(N_DAY, cal.day);
  const hour0 = cal.day * 24;
  const price = new Float64Array(24);
  for (let h = 0; h < 24; h++) {
    const x = hour0 + h;
    const multiple = interpolateKnots(SUPPLY_CURVE, z[h]!, true) * HOUR_FACTOR[h]!
      * (1 - SOLAR_DIP * Math.max(0, solarShare[h]! - 0.08));
    const raw = anchorTl * multiple
      * Math.exp(dayShock + 0.04 * noise.smooth(N_HOUR, x / 2.5) + 0.045 * noise.normal(N_HOUR_WHITE, x));
    price[h] = roundLikeBids(raw, cap, noise.uniform(N_ROUND, x), noise.uniform(N_ROUND_KIND, x));
  }
  return { price, cap };
}
