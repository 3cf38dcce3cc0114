// A gas futures contract's life from its first trading day to the day before delivery: the daily index price
// (GGF), a random walk bridged to the final settlement price (the delivery period's average reference price,
// gasSettlementPrice.ts), so the gap to it shrinks as delivery nears and is zero on the last trading day; the
// day's trades around the index price (quantities in 1000 Sm³ a day); and the open position, which grows with
// every day's new positions. Computed once per contract and world from its own first trading day, so a day's
// rows never depend on where the world starts.
import { streamId, type NoiseField } from '../../noise';
import { poissonCount } from '../../poissonCount';
import { gasTradingDays, type GasFuturesContract } from './gasFuturesContracts';
import { gasSettlementPrice, type ReferencePriceOf } from './gasSettlementPrice';

/** The opening price's error against the final value (share of it) and the walk's daily step. */
const OPENING_ERROR = 0.08;
const DAILY_STEP = 0.012;
/** Trades scatter around the index price by this share. */
const TRADE_SPREAD = 0.006;
/** Share of a day's traded quantity that opens new positions (the rest closes old ones). */
const NEW_POSITION_SHARE = 0.55;
const MAX_TRADES_PER_DAY = 8;
/** A trade's quantity: a multiple of this many 1000 Sm³ a day, at most QUANTITY_STEPS of them. */
const QUANTITY_STEP = 5;
const QUANTITY_STEPS = 30;
/** Trading session: 10:00 to 17:00. */
const SESSION_START_S = 10 * 3600;
const SESSION_SECONDS = 7 * 3600;
/** Month contracts trade most, years least. */
const LIQUIDITY = { month: 1, quarter: 0.5, year: 0.3 } as const;

export interface GasFuturesTrade {
  /** Seconds after midnight. */
  second: number;
  /** TL/1000 Sm³. */
  price: number;
  /** 1000 Sm³ a day. */
  quantity: number;
}

export interface GasTradingDay {
  day: number;
  indexPrice: number;
  /** In the order they matched. */
  trades: GasFuturesTrade[];
  /** Open positions at the end of the day, 1000 Sm³ a day. */
  openPosition: number;
}

export interface GasContractPath {
  contract: GasFuturesContract;
  finalPrice: number;
  days: GasTradingDay[];
}

const N_OPEN = streamId('vgp.opening');
const N_TRADE_COUNT = streamId('vgp.trade.count');
const N_TRADE_TIME = streamId('vgp.trade.time');
const N_TRADE_PRICE = streamId('vgp.trade.price');
const N_TRADE_QUANTITY = streamId('vgp.trade.quantity');

const round2 = (x: number): number => Math.round(x * 100) / 100;

const memo = new WeakMap<NoiseField, Map<string, GasContractPath>>();

export function gasContractPath(noise: NoiseField, referencePriceOf: ReferencePriceOf, contract: GasFuturesContract): GasContractPath {
  let paths = memo.get(noise);
  if (!paths) { paths = new Map(); memo.set(noise, paths); }
  let path = paths.get(contract.name);
  if (!path) { path = buildPath(noise, referencePriceOf, contract); paths.set(contract.name, path); }
  return path;
}

function buildPath(noise: NoiseField, referencePriceOf: ReferencePriceOf, contract: GasFuturesContract): GasContractPath {
  const finalPrice = gasSettlementPrice(noise, referencePriceOf, contract);
  const walk = streamId(`vgp.walk.${contract.name}`);
  const key = streamId(contract.name);
  const days = gasTradingDays(contract);
  const last = days.length - 1;
  const steps = [0];
  for (let i = 1; i <= last; i++) steps.push(steps[i - 1]! + noise.normal(walk, i));
  const opening = OPENING_ERROR * noise.normal(N_OPEN, key);
  const liquidity = LIQUIDITY[contract.length];
  let openPosition = 0;
  const tradingDays: GasTradingDay[] = days.map((day, i) => {
    const s = last === 0 ? 1 : i / last;
    const gap = (1 - s) * opening + DAILY_STEP * (steps[i]! - s * steps[last]!);
    const indexPrice = round2(finalPrice * (1 + Math.max(-0.5, gap)));
    const x = day * 997 + (key % 997);
    const count = poissonCount(liquidity * (1.2 + 2.8 * s), noise.uniform(N_TRADE_COUNT, x), MAX_TRADES_PER_DAY);
    const trades: GasFuturesTrade[] = [];
    for (let k = 0; k < count; k++) {
      const t = x * 16 + k;
      trades.push({
        second: SESSION_START_S + Math.floor(noise.uniform(N_TRADE_TIME, t) * SESSION_SECONDS),
        price: round2(indexPrice * (1 + TRADE_SPREAD * noise.normal(N_TRADE_PRICE, t))),
        quantity: QUANTITY_STEP * (1 + Math.floor(noise.uniform(N_TRADE_QUANTITY, t) * QUANTITY_STEPS)),
      });
    }
    trades.sort((a, b) => a.second - b.second);
    openPosition += Math.round(NEW_POSITION_SHARE * trades.reduce((total, trade) => total + trade.quantity, 0));
    return { day, indexPrice, trades, openPosition };
  });
  return { contract, finalPrice, days: tradingDays };
}
