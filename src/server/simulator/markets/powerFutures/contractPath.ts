// A contract's life from its first trading day to the day before delivery: the daily index price, a random walk
// bridged to the final settlement price (the delivery-period average MCP, deliveryAverages.ts), so the gap to it
// shrinks as delivery nears and is zero on the last trading day; the day's trades around the index price; and
// the open position, which grows with every day's new positions. Computed once per contract and world from its
// own first trading day, so a day's rows never depend on where the world starts.
import type { ElectricityDay } from '../../electricityDay';
import { streamId, type NoiseField } from '../../noise';
import { poissonCount } from '../../poissonCount';
import { deliveryHourSum } from './deliveryAverages';
import { MW_PER_LOT, tradingDays, type FuturesContract } from './futuresContracts';

/** The opening price's error against the final value (share of it) and the walk's daily step. */
const OPENING_ERROR = 0.07;
const DAILY_STEP = 0.011;
/** Trades scatter around the index price by this share. */
const TRADE_SPREAD = 0.006;
/** Share of a day's traded lots that open new positions (the rest close old ones). */
const NEW_POSITION_SHARE = 0.55;
const MAX_TRADES_PER_DAY = 8;
/** Trading session: 10:00 to 17:00. */
const SESSION_START_S = 10 * 3600;
const SESSION_SECONDS = 7 * 3600;

export type TransactionType = 'Sürekli İşlem' | 'Özel İşlem Bildirimi';

export interface FuturesTrade {
  /** Seconds after midnight. */
  second: number;
  type: TransactionType;
  price: number;
  lots: number;
}

export interface TradingDay {
  day: number;
  indexPrice: number;
  trades: FuturesTrade[];
  /** Open lots at the end of the day. */
  openPosition: number;
}

export interface ContractPath {
  contract: FuturesContract;
  finalPrice: number;
  /** Delivery hours of the load type in the period (MWh per MW). */
  deliveryHours: number;
  days: TradingDay[];
}

const N_OPEN = streamId('pfm.opening');
const N_TRADE_COUNT = streamId('pfm.trade.count');
const N_TRADE_TIME = streamId('pfm.trade.time');
const N_TRADE_PRICE = streamId('pfm.trade.price');
const N_TRADE_LOTS = streamId('pfm.trade.lots');
const N_TRADE_TYPE = streamId('pfm.trade.type');

const round2 = (x: number): number => Math.round(x * 100) / 100;
/** Month contracts trade most, years least; peak a third as much as base. */
const LIQUIDITY = { month: 1, quarter: 0.45, year: 0.3 } as const;

const memo = new WeakMap<NoiseField, Map<string, ContractPath>>();

export function contractPath(noise: NoiseField, chainOf: (day: number) => ElectricityDay, contract: FuturesContract): ContractPath {
  let paths = memo.get(noise);
  if (!paths) { paths = new Map(); memo.set(noise, paths); }
  let path = paths.get(contract.name);
  if (!path) { path = buildPath(noise, chainOf, contract); paths.set(contract.name, path); }
  return path;
}

function buildPath(noise: NoiseField, chainOf: (day: number) => ElectricityDay, contract: FuturesContract): ContractPath {
  const { sum, hours } = deliveryHourSum(noise, chainOf, contract);
  const finalPrice = round2(sum / hours);
  const walk = streamId(`pfm.walk.${contract.name}`);
  const key = streamId(contract.name);
  const days = tradingDays(contract);
  const last = days.length - 1;
  const steps = [0];
  for (let i = 1; i <= last; i++) steps.push(steps[i - 1]! + noise.normal(walk, i));
  const opening = OPENING_ERROR * noise.normal(N_OPEN, key);
  const liquidity = LIQUIDITY[contract.length] * (contract.loadType === 'Baz' ? 1 : 0.35);
  let openPosition = 0;
  const tradingDaysOut: TradingDay[] = days.map((day, i) => {
    const s = last === 0 ? 1 : i / last;
    const gap = (1 - s) * opening + DAILY_STEP * (steps[i]! - s * steps[last]!);
    const indexPrice = round2(finalPrice * (1 + Math.max(-0.5, gap)));
    const x = day * 997 + (key % 997);
    const count = poissonCount(liquidity * (1.2 + 2.8 * s), noise.uniform(N_TRADE_COUNT, x), MAX_TRADES_PER_DAY);
    const trades: FuturesTrade[] = [];
    for (let k = 0; k < count; k++) {
      const t = x * 16 + k;
      const type: TransactionType = noise.uniform(N_TRADE_TYPE, t) < 0.15 ? 'Özel İşlem Bildirimi' : 'Sürekli İşlem';
      trades.push({
        second: SESSION_START_S + Math.floor(noise.uniform(N_TRADE_TIME, t) * SESSION_SECONDS),
        type,
        price: round2(indexPrice * (1 + TRADE_SPREAD * noise.normal(N_TRADE_PRICE, t))),
        lots: 1 + Math.floor(noise.uniform(N_TRADE_LOTS, t) * (contract.length === 'month' ? 30 : 15)),
      });
    }
    trades.sort((a, b) => a.second - b.second);
    openPosition += Math.round(NEW_POSITION_SHARE * trades.reduce((total, trade) => total + trade.lots, 0));
    return { day, indexPrice, trades, openPosition };
  });
  return { contract, finalPrice, deliveryHours: hours, days: tradingDaysOut };
}

/** MWh of a number of lots of this contract. */
export function lotsToMwh(path: ContractPath, lots: number): number {
  return round2(lots * MW_PER_LOT * path.deliveryHours);
}
