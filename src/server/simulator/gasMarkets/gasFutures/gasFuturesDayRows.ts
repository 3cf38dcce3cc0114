// The rows one trading day of one gas futures contract adds: the daily index price (GGF), the price summary of
// its trades, each trade, the matched quantity, the trade volume and the open position; and the order book a
// listed contract opens a day with. Every number of the summaries is added up from the day's trades, so they
// agree with the transaction history.
import type { FxRate } from '../../fx';
import type { SimRow } from '../../simulateWorld';
import type { GasContractPath, GasTradingDay } from './gasContractPath';
import type { GasFuturesContract } from './gasFuturesContracts';

export const VGP_DATASETS = {
  indexPrice: 'vgp.daily-index-price',
  priceSummary: 'vgp.contract-price-summary',
  transactions: 'vgp.transaction-history',
  matchingQuantity: 'vgp.matching-quantity',
  tradeVolume: 'vgp.trade-volume',
  openPosition: 'vgp.open-position',
  offerPrices: 'vgp.offer-price',
} as const;

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** The dimensions every contract row carries; the operator takes the delivery year as text. */
export function gasContractKeys(contract: GasFuturesContract): { contractName: string; deliveryYear: string; deliveryPeriod: string } {
  return { contractName: contract.name, deliveryYear: String(contract.year), deliveryPeriod: contract.deliveryPeriod };
}

/** `ts`: the trading day's midnight (Istanbul wall clock, ms); a trade's row is at its match time. */
export function gasTradingDayRows(path: GasContractPath, today: GasTradingDay, ts: number, fx: FxRate): Record<string, SimRow[]> {
  const keys = gasContractKeys(path.contract);
  const rows: Record<string, SimRow[]> = {
    [VGP_DATASETS.indexPrice]: [{
      ts, ...keys, price: today.indexPrice, priceUsd: round2(today.indexPrice / fx.usdTry), priceEur: round2(today.indexPrice / fx.eurTry),
    }],
    [VGP_DATASETS.openPosition]: [{ ts, ...keys, openPosition: today.openPosition }],
  };
  const { trades } = today;
  if (trades.length === 0) return rows;
  const prices = trades.map((t) => t.price);
  rows[VGP_DATASETS.priceSummary] = [{
    ts, ...keys, firstMatchingPrice: prices[0]!, maxMatchingPrice: Math.max(...prices), minMatchingPrice: Math.min(...prices),
    latestMatchingPrice: prices[prices.length - 1]!, ggf: today.indexPrice,
  }];
  rows[VGP_DATASETS.transactions] = trades.map((t, i) => ({
    ts: ts + t.second * 1000, ...keys, tradeNo: i + 1, matchingPrice: t.price, matchingQuantity: t.quantity,
  }));
  rows[VGP_DATASETS.matchingQuantity] = [{ ts, ...keys, marketMatchingQuantity: trades.reduce((s, t) => s + t.quantity, 0) }];
  rows[VGP_DATASETS.tradeVolume] = [{ ts, ...keys, volume: round2(trades.reduce((s, t) => s + t.price * t.quantity, 0)) }];
  return rows;
}

/** The order book a contract opens `day` with: around the last index price, with the last trade before the day; none before its first trade. */
export function gasOfferPriceRow(path: GasContractPath, day: number, ts: number): SimRow | null {
  const before = path.days.filter((d) => d.day < day);
  const traded = before.filter((d) => d.trades.length > 0);
  const lastTradeDay = traded[traded.length - 1];
  if (!lastTradeDay) return null;
  const lastMatch = lastTradeDay.trades[lastTradeDay.trades.length - 1]!.price;
  const reference = before[before.length - 1]!.indexPrice;
  const previousIndex = path.days.filter((d) => d.day < lastTradeDay.day).pop()?.indexPrice ?? lastTradeDay.indexPrice;
  // A narrower book as delivery nears and more traders watch the contract.
  const halfSpread = 0.004 + (0.01 * (path.days.length - before.length)) / path.days.length;
  return {
    ts, ...gasContractKeys(path.contract),
    bestBuyPrice: round2(reference * (1 - halfSpread)), bestSellPrice: round2(reference * (1 + halfSpread)),
    lastMatchPrice: lastMatch, fdo: round2(((lastMatch - previousIndex) / previousIndex) * 100),
  };
}
