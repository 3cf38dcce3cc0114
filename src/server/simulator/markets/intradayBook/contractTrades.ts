// The trades of an hourly intraday contract: when, at what price and how many lots (1 lot = 0.1 MWh). They
// reproduce the published figures of the contract (idm.hourly) exactly:
// - the lots add up to the matched quantity (clearingQuantityAsk × 10, which is published to 0.1 MWh);
// - their volume-weighted average price, rounded to the cent, is the published WAP;
// - the cheapest trade is at the minimum matching price and the dearest at the maximum one (when the WAP lies
//   strictly between them; a WAP at the cap leaves no room above it, and then every trade is at the WAP).
// How: one trade at each extreme, the others spread on both sides of the WAP, weighted so the two sides balance,
// and one large "absorbing" trade whose price, worked out in whole cents, takes up what rounding the lots left.
// Its price moves by at most room/16 (the trade count is kept under √lots / 4), so it stays inside the range.
// Trades happen while the contract is open: from 18:00 the day before delivery (after the day-ahead results)
// until one hour before delivery, most of them in the last hours.
import { MS_PER_HOUR } from '../../calendar';
import { streamId, type NoiseField } from '../../noise';
import type { MatchedHour } from './orderBookSides';

const N_COUNT = streamId('idm.trades.count');
const N_PRICE = streamId('idm.trades.price');
const N_WEIGHT = streamId('idm.trades.weight');
const N_TIME = streamId('idm.trades.time');

export const LOTS_PER_MWH = 10;
export const MIN_TRADES = 5;
export const MAX_TRADES = 40;
/** The hour of the day before delivery at which a contract opens, and how long before delivery it closes. */
export const OPENING_HOUR_DAY_BEFORE = 18;
export const GATE_CLOSURE_MS = MS_PER_HOUR;
/** Trade ids: the contract's hour index times this, plus the trade's rank in time. */
const IDS_PER_CONTRACT = 64;

export interface IntradayTrade {
  /** Wall-clock ms of the trade. */
  time: number;
  /** TL/MWh, to the cent. */
  price: number;
  /** Lots of 0.1 MWh. */
  lots: number;
  id: number;
}

/** The opening and closing instants of the contract delivered at wall-clock `deliveryTs`. */
export function tradingWindow(deliveryTs: number): { opens: number; closes: number } {
  const dayStart = deliveryTs - (deliveryTs % (24 * MS_PER_HOUR));
  return { opens: dayStart - (24 - OPENING_HOUR_DAY_BEFORE) * MS_PER_HOUR, closes: deliveryTs - GATE_CLOSURE_MS };
}

/** The trades of the hourly contract of hour index `x`, delivered at `deliveryTs`, in time order. */
export function contractTrades(noise: NoiseField, x: number, deliveryTs: number, hour: MatchedHour): IntradayTrade[] {
  const lots = Math.round(hour.clearingQuantityAsk * LOTS_PER_MWH);
  if (lots <= 0) return [];
  const wap = Math.round(hour.wap * 100);
  const low = Math.round(hour.minMatchingPrice * 100);
  const high = Math.round(hour.maxMatchingPrice * 100);
  const most = Math.max(1, Math.min(MAX_TRADES, Math.floor(Math.sqrt(lots) / 4)));
  const count = Math.min(most, MIN_TRADES + Math.floor((MAX_TRADES - MIN_TRADES + 1) * noise.uniform(N_COUNT, x)));
  const priced = (count >= 3 && low < wap && wap < high ? spreadTrades(noise, x, count, lots, wap, low, high) : undefined)
    ?? atOnePrice(noise, x, count, lots, wap);
  return timed(noise, x, deliveryTs, priced);
}

interface PricedTrade { cents: number; lots: number }

/** Lots split over `count` trades by positive weights: every trade at least one lot, the total exact. */
function splitLots(weights: number[], lots: number): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const split = weights.map((w) => Math.max(1, Math.floor((lots * w) / total)));
  // The largest trade takes what flooring left over (or gives back what the one-lot minimum added).
  const largest = split.indexOf(Math.max(...split));
  split[largest]! += lots - split.reduce((a, b) => a + b, 0);
  return split;
}

/** Every trade at the WAP: a contract too thin to spread, or a WAP at an end of its range. */
function atOnePrice(noise: NoiseField, x: number, count: number, lots: number, wap: number): PricedTrade[] {
  const n = Math.min(count, lots);
  const weights = Array.from({ length: n }, (_, i) => Math.exp(0.8 * noise.normal(N_WEIGHT, x * IDS_PER_CONTRACT + i)));
  return splitLots(weights, lots).map((l) => ({ cents: wap, lots: l }));
}

/**
 * Trade 0 at the lowest matching price, trade 1 at the highest, trade 2 absorbs the rounding, the others lie
 * anywhere in between. Undefined if the absorbing trade would leave the range (the caller then trades at one price).
 */
function spreadTrades(noise: NoiseField, x: number, count: number, lots: number, wap: number, low: number, high: number): PricedTrade[] | undefined {
  const cents: number[] = [low, high, wap];
  for (let i = 3; i < count; i++) {
    const r = 2 * noise.uniform(N_PRICE, x * IDS_PER_CONTRACT + i) - 1;
    cents.push(Math.round(wap + r * 0.9 * (r < 0 ? wap - low : high - wap)));
  }
  const weights = cents.map((_, i) => Math.exp(0.8 * noise.normal(N_WEIGHT, x * IDS_PER_CONTRACT + i)));
  weights[2] = 1.5 * Math.max(...weights);
  // Balance the sides in continuous terms: Σ w (p − wap) = 0, by shrinking the heavier side.
  let below = 0;
  let above = 0;
  cents.forEach((c, i) => { if (c < wap) below += weights[i]! * (wap - c); else if (c > wap) above += weights[i]! * (c - wap); });
  cents.forEach((c, i) => {
    if (c > wap && above > below) weights[i]! *= below / above;
    if (c < wap && below > above) weights[i]! *= above / below;
  });
  const split = splitLots(weights, lots);
  // Whole cents × lots: exact integer arithmetic. The absorbing trade's price makes Σ lots × price = WAP × lots
  // up to half of its own lots, so the average is off by less than half a cent.
  let others = 0;
  for (let i = 0; i < count; i++) if (i !== 2) others += split[i]! * cents[i]!;
  const absorbing = Math.round((wap * lots - others) / split[2]!);
  if (absorbing < low || absorbing > high || split[2]! >= lots) return undefined;
  cents[2] = absorbing;
  return cents.map((c, i) => ({ cents: c, lots: split[i]! }));
}

/** Trade times in the contract's window (denser towards gate closure), sorted, with ids by rank. */
function timed(noise: NoiseField, x: number, deliveryTs: number, trades: PricedTrade[]): IntradayTrade[] {
  const { opens, closes } = tradingWindow(deliveryTs);
  const seconds = (closes - opens) / 1000;
  return trades
    .map((t, i) => {
      const u = noise.uniform(N_TIME, x * IDS_PER_CONTRACT + i);
      return { time: closes - 1000 * Math.ceil(seconds * u * u * u), price: t.cents / 100, lots: t.lots };
    })
    .sort((a, b) => a.time - b.time)
    .map((t, rank) => ({ ...t, id: x * IDS_PER_CONTRACT + rank }));
}
