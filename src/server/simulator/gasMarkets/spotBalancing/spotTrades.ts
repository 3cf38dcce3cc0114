// The spot market's trades of a gas day's contract, in its three sessions: day-ahead (the day before, 10:00–17:30),
// intraday (during the gas day, 08:00 to 03:00 the next morning) and day-after (the next day, 08:00–16:00).
// Each session's trades add up to the published matched quantity and average, weighted by quantity, to the
// published price (gas.daily-matched-quantity, gas.sgp-price): trades come in pairs of equal quantity priced the
// same number of kuruş above and below the session price, plus one trade at the price that takes the remainder.
// A session trades about one deal per 400 lots (tens to a couple of hundred trades a day).
import { streamId, type NoiseField } from '../../noise';
import type { GasDay } from '../gasDayModule';

export interface SpotTrade {
  /** Wall-clock ms of the match. */
  time: number;
  contractName: string;
  /** TL / 1000 Sm³. */
  price: number;
  /** 1000 Sm³ lots. */
  quantity: number;
}

const LOTS_PER_TRADE = 400;
const MAX_PAIRS = 60;
const N_COUNT = streamId('sgp.trades.count');
const N_SIZE = streamId('sgp.trades.size');
const N_SPREAD = streamId('sgp.trades.spread');
const N_TIME = streamId('sgp.trades.time');

/** Session hours from the gas day's midnight: day-ahead, intraday, day-after. */
const SESSIONS = [{ from: -14, to: -6.5 }, { from: 8, to: 27 }, { from: 32, to: 40 }] as const;

function sessionTrades(noise: NoiseField, g: GasDay, s: number, quantity: number, price: number): SpotTrade[] {
  if (quantity <= 0) return [];
  const day = g.cal.day;
  const index = (k: number): number => day * 4096 + s * 1024 + k;
  const wanted = Math.round((quantity / LOTS_PER_TRADE) * (0.8 + 0.4 * noise.uniform(N_COUNT + s, day)));
  const pairs = Math.max(0, Math.min(MAX_PAIRS, Math.floor((Math.min(wanted, quantity) - 1) / 2)));
  const weights = Array.from({ length: pairs }, (_, k) => 0.3 + noise.uniform(N_SIZE, index(k)));
  const weightSum = weights.reduce((a, b) => a + b, 1);
  const pairQuantities = weights.map((w) => Math.max(1, Math.floor((quantity * w) / (2 * weightSum))));
  const rest = quantity - 2 * pairQuantities.reduce((a, b) => a + b, 0);
  const trades: Omit<SpotTrade, 'time'>[] = [{ contractName: g.spot.contractName, price, quantity: rest }];
  pairQuantities.forEach((q, k) => {
    const spread = Math.max(0.01, Math.round(price * 0.4 * Math.abs(noise.normal(N_SPREAD, index(k))))) / 100;
    trades.push({ contractName: g.spot.contractName, price: Math.round((price + spread) * 100) / 100, quantity: q });
    trades.push({ contractName: g.spot.contractName, price: Math.round((price - spread) * 100) / 100, quantity: q });
  });
  const { from, to } = SESSIONS[s]!;
  // Trades in time order take the pairs in a shuffled order, so a pair's two halves are apart.
  const order = trades.map((_, k) => ({ k, key: noise.uniform(N_TIME + 1, index(k)) })).sort((a, b) => a.key - b.key);
  const times = trades.map((_, k) => g.cal.ts + Math.round((from + (to - from) * noise.uniform(N_TIME, index(k))) * 3600) * 1000).sort((a, b) => a - b);
  // A trade is known by its time within the gas day: two drawn in the same second are a second apart.
  for (let i = 1; i < times.length; i++) if (times[i]! <= times[i - 1]!) times[i] = times[i - 1]! + 1000;
  return order.map(({ k }, i) => ({ ...trades[k]!, time: times[i]! }));
}

/** The day's trades, session by session, each session in time order. */
export function spotTrades(noise: NoiseField, g: GasDay): SpotTrade[] {
  const s = g.spot;
  return [
    ...sessionTrades(noise, g, 0, s.dayAheadMatchingQuantity, s.dayAheadPrice),
    ...sessionTrades(noise, g, 1, s.intraDayMatchingQuantity, s.intraDayPrice),
    ...sessionTrades(noise, g, 2, s.dayAfterMatchingQuantity, s.dayAfterPrice),
  ];
}
