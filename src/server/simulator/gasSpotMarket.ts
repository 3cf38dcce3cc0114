// One gas day of the spot gas market (SGP/STP) around the reference price GRF (gas.ts). Traded quantity is a
// share of the day's domestic demand (so it inherits the weekday and the winter ≈ 2.4× summer seasonality)
// that grows slowly with liquidity; it splits into day-ahead, intraday and day-after trades. Their prices
// stay within about a percent of GRF and the weighted average (AOF) is computed from the trades, so prices,
// quantities and trade values agree exactly. Balancing gas is bought at GRF × 1.05 and sold at GRF × 0.95
// (data-stats §16); the operator's additional balancing actions trade a little inside that band.
import type { CalendarDay } from './calendar';
import { interpolateKnots, type Knots } from './knots';
import { streamId, type NoiseField } from './noise';

/** Share of domestic demand traded on the platform by fractional year. */
const LIQUIDITY: Knots = [[2023.0, 0.17], [2024.0, 0.2], [2025.0, 0.23], [2026.0, 0.26], [2027.0, 0.28]];

const N_SHARE = streamId('sgp.share');
const N_SPLIT = streamId('sgp.split');
const N_PRICE = streamId('sgp.price');
const N_BALANCING = streamId('sgp.balancing');

const round2 = (x: number): number => Math.round(x * 100) / 100;

export interface GasSpotDay {
  contractName: string;
  /** Matched quantities, 1000 Sm³ (whole lots). */
  dayAheadMatchingQuantity: number;
  intraDayMatchingQuantity: number;
  dayAfterMatchingQuantity: number;
  total: number;
  /** Prices, TL / 1000 Sm³. */
  dayAheadPrice: number;
  intraDayPrice: number;
  dayAfterPrice: number;
  weightedAverage: number;
  /** Trade values, TL. */
  dayAheadTradeValue: number;
  intraDayTradeValue: number;
  dayAfterTradeValue: number;
  tradeValueTotal: number;
  /** Quantity (1000 Sm³) and value (TL) of the trades that set GRF: day-ahead and intraday. */
  grfMatchQuantity: number;
  grfTradeValue: number;
  balancingGasPurchase: number;
  balancingGasSale: number;
  additionalBalancingPurchase: number;
  additionalBalancingSale: number;
}

/** The daily contract's name: 'GG' + gas day (YYYYMMDD). */
export function gasDayContractName(cal: CalendarDay): string {
  return `GG${cal.key.replaceAll('-', '')}`;
}

/** `grf`: the day's reference price; `domesticDemand`: the day's domestic exits in Sm³ (gasTransmission.ts). */
export function gasSpotDay(noise: NoiseField, cal: CalendarDay, grf: number, domesticDemand: number): GasSpotDay {
  const day = cal.day;
  // Fewer traders are active at weekends beyond the lower demand.
  const weekend = cal.weekday === 5 ? 0.85 : cal.weekday === 6 ? 0.75 : 1;
  const share = interpolateKnots(LIQUIDITY, cal.yearFraction) * weekend * Math.exp(0.06 * noise.smooth(N_SHARE, day / 5) + 0.05 * noise.normal(N_SHARE, day));
  const total = Math.round((domesticDemand / 1000) * share);
  const dayAheadShare = 0.4 + 0.04 * noise.normal(N_SPLIT, day);
  const dayAfterShare = 0.05 + 0.02 * noise.uniform(N_SPLIT + 1, day);
  const dayAheadMatchingQuantity = Math.round(total * dayAheadShare);
  const dayAfterMatchingQuantity = Math.round(total * dayAfterShare);
  const intraDayMatchingQuantity = total - dayAheadMatchingQuantity - dayAfterMatchingQuantity;

  const dayAheadPrice = round2(grf * (1 + 0.005 * noise.normal(N_PRICE, day)));
  const intraDayPrice = round2(grf * (1 + 0.007 * noise.normal(N_PRICE + 1, day)));
  // Day-after trades settle leftovers and clear a little below the day's level.
  const dayAfterPrice = round2(grf * (0.99 + 0.01 * noise.normal(N_PRICE + 2, day)));
  const dayAheadTradeValue = round2(dayAheadPrice * dayAheadMatchingQuantity);
  const intraDayTradeValue = round2(intraDayPrice * intraDayMatchingQuantity);
  const dayAfterTradeValue = round2(dayAfterPrice * dayAfterMatchingQuantity);
  const tradeValueTotal = round2(dayAheadTradeValue + intraDayTradeValue + dayAfterTradeValue);

  return {
    contractName: gasDayContractName(cal),
    dayAheadMatchingQuantity, intraDayMatchingQuantity, dayAfterMatchingQuantity, total,
    dayAheadPrice, intraDayPrice, dayAfterPrice, weightedAverage: round2(tradeValueTotal / total),
    dayAheadTradeValue, intraDayTradeValue, dayAfterTradeValue, tradeValueTotal,
    grfMatchQuantity: dayAheadMatchingQuantity + intraDayMatchingQuantity,
    grfTradeValue: round2(dayAheadTradeValue + intraDayTradeValue),
    balancingGasPurchase: round2(grf * 1.05),
    balancingGasSale: round2(grf * 0.95),
    additionalBalancingPurchase: round2(grf * (1.01 + 0.03 * noise.uniform(N_BALANCING, day))),
    additionalBalancingSale: round2(grf * (0.99 - 0.03 * noise.uniform(N_BALANCING + 1, day))),
  };
}
