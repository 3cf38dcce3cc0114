// The transmission operator's balancing actions of a gas day on the spot market, by the operator's code (our
// reading, see ../../README.md): 1 (green) its own trades in the day's continuous session, 2 (blue) trades placed
// in the day-ahead session, 3 (orange) locational trades for a region's pressure, paid a premium, 4 trades in the
// day-after session; 2 and 4 go only the way of the day's net. Amounts are whole 1000 Sm³ lots, positive when
// the operator buys, negative when it sells; they add up to the day's net purchase (systemImbalance.ts). Buy
// prices average, weighted by quantity, to the published additional balancing purchase price and sell prices to
// the additional balancing sale price (gas.balancing-gas-price, ../../gasSpotMarket.ts): code 1 carries the
// day's remainder so the averages are exact to the cent.
import { streamId, type NoiseField } from '../../noise';
import type { GasDay } from '../gasDayModule';

export type BalancingCode = 1 | 2 | 3 | 4;

export interface BalancingAction {
  code: BalancingCode;
  /** 1000 Sm³ lots: + bought by the operator, − sold. */
  amount: number;
  /** TL / 1000 Sm³. */
  price: number;
  /** Wall-clock ms of the trade (codes 1 and 3 publish it). */
  time: number;
}

const N_GROSS = streamId('sgp.actions.gross');
const N_ACTIVE = streamId('sgp.actions.active');
const N_SHARE = streamId('sgp.actions.share');
const N_PRICE = streamId('sgp.actions.price');
const N_TIME = streamId('sgp.actions.time');

/** How often a code trades, its usual share of a side, and its price offset from the side's average (fractions). */
const CODE_RULES: Record<BalancingCode, { chance: number; share: number; offset: [number, number] }> = {
  1: { chance: 1, share: 0.55, offset: [0, 0] },
  2: { chance: 0.7, share: 0.25, offset: [-0.008, -0.002] },
  3: { chance: 0.25, share: 0.12, offset: [0.005, 0.015] },
  4: { chance: 0.2, share: 0.08, offset: [-0.003, 0.003] },
};
const CODES: readonly BalancingCode[] = [1, 2, 3, 4];
/** Codes placed before (2) or after (4) the day trade only the way the day's net goes: one row per contract. */
const NET_SIDE_ONLY: ReadonlySet<BalancingCode> = new Set([2, 4]);

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** Splits whole lots by weights; the remainder goes to the first part (code 1). */
function splitLots(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  parts[0]! += total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

/**
 * One side's actions. `sign`: +1 buys (premium codes pay more), −1 sells (premium codes receive less).
 * `average`: the published price the side's quantity-weighted average must equal.
 */
function side(noise: NoiseField, g: GasDay, active: readonly BalancingCode[], lots: number, average: number, sign: 1 | -1): BalancingAction[] {
  if (lots <= 0) return [];
  const day = g.cal.day;
  const weights = active.map((c) => CODE_RULES[c].share * (0.7 + 0.6 * noise.uniform(N_SHARE + c + (sign > 0 ? 0 : 8), day)));
  const parts = splitLots(lots, weights);
  const actions = active.map((code, i) => {
    const [low, high] = CODE_RULES[code].offset;
    const offset = low + (high - low) * noise.uniform(N_PRICE + code + (sign > 0 ? 0 : 8), day);
    const hour = code === 1 || code === 3 ? 9 + 20 * noise.uniform(N_TIME + code + (sign > 0 ? 0 : 8), day) : 8;
    return { code, amount: parts[i]!, price: round2(average * (1 + sign * offset)), time: g.cal.ts + Math.round(hour * 60) * 60_000 };
  }).filter((a) => a.amount > 0);
  // Code 1 (always the largest part) takes the price that makes the side's average the published one.
  const others = actions.slice(1).reduce((a, x) => a + x.amount * x.price, 0);
  actions[0]!.price = round2((average * lots - others) / actions[0]!.amount);
  return actions.map((a) => ({ ...a, amount: sign * a.amount }));
}

export function balancingActions(noise: NoiseField, g: GasDay, netPurchaseLots: number): BalancingAction[] {
  const day = g.cal.day;
  const both = Math.round(Math.max(40, 0.15 * Math.abs(netPurchaseLots)) * (0.6 + 0.8 * noise.uniform(N_GROSS, day)));
  const active = CODES.filter((c) => noise.uniform(N_ACTIVE + c, day) < CODE_RULES[c].chance);
  const on = (sign: 1 | -1): BalancingCode[] => active.filter((c) => !NET_SIDE_ONLY.has(c) || Math.sign(netPurchaseLots) === sign);
  return [
    ...side(noise, g, on(1), Math.max(netPurchaseLots, 0) + both, g.spot.additionalBalancingPurchase, 1),
    ...side(noise, g, on(-1), Math.max(-netPurchaseLots, 0) + both, g.spot.additionalBalancingSale, -1),
  ];
}

/** Quantity-weighted average price of actions (TL / 1000 Sm³). */
export function weightedPrice(actions: readonly BalancingAction[]): number {
  const lots = actions.reduce((a, x) => a + Math.abs(x.amount), 0);
  return actions.reduce((a, x) => a + Math.abs(x.amount) * x.price, 0) / lots;
}
