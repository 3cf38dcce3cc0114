// The rows one trading day of one contract adds to the power futures datasets: the daily index price (GGF),
// the price summary of its trades, each trade, the matched quantities, the trade value and the open position.
// Every number of the summaries is added up from the day's trades, so they agree with the transaction history.
import type { FxRate } from '../../fx';
import type { SimRow } from '../../simulateWorld';
import { lotsToMwh, type ContractPath, type TradingDay } from './contractPath';
import type { FuturesContract } from './futuresContracts';

export const PFM_DATASETS = {
  indexPrice: 'pfm.daily-index-price',
  priceSummary: 'pfm.contract-price-summary',
  transactions: 'pfm.transaction-history',
  matchingQuantity: 'pfm.matching-quantity',
  tradeValue: 'pfm.trade-value',
  openPosition: 'pfm.open-position',
  orderPrices: 'pfm.order-prices',
} as const;

const round2 = (x: number): number => Math.round(x * 100) / 100;
const hhmmss = (second: number) => [Math.floor(second / 3600), Math.floor(second / 60) % 60, second % 60].map((n) => String(n).padStart(2, '0')).join(':');

/** The dimensions every contract row carries (year as the given type: the transaction history takes it as text). */
export function contractKeys(contract: FuturesContract): { contractName: string; year: number; deliveryPeriod: string; loadType: string } {
  return { contractName: contract.name, year: contract.year, deliveryPeriod: contract.deliveryPeriod, loadType: contract.loadType };
}

export function tradingDayRows(path: ContractPath, today: TradingDay, ts: number, fx: FxRate): Record<string, SimRow[]> {
  const keys = contractKeys(path.contract);
  const rows: Record<string, SimRow[]> = {
    [PFM_DATASETS.indexPrice]: [{
      ts, ...keys, price: today.indexPrice, priceUsd: round2(today.indexPrice / fx.usdTry), priceEur: round2(today.indexPrice / fx.eurTry),
    }],
    [PFM_DATASETS.openPosition]: [{ ts, ...keys, openPosition: today.openPosition }],
  };
  const { trades } = today;
  if (trades.length === 0) return rows;
  const prices = trades.map((t) => t.price);
  rows[PFM_DATASETS.priceSummary] = [{
    ts, ...keys, firstMatchingPrice: prices[0]!, maxMatchingPrice: Math.max(...prices), minMatchingPrice: Math.min(...prices),
    latestMatchingPrice: prices[prices.length - 1]!, dipPrice: today.indexPrice,
  }];
  rows[PFM_DATASETS.transactions] = trades.map((t, i) => ({
    ts: ts + t.second * 1000, ...keys, year: String(path.contract.year), tradeNo: i + 1, matchTime: hhmmss(t.second),
    transactionType: t.type, matchingPrice: t.price, matchingQuantity: t.lots, total: lotsToMwh(path, t.lots),
  }));
  const lotsOf = (type: string) => trades.filter((t) => t.type === type).reduce((s, t) => s + t.lots, 0);
  const valueOf = (type: string) => round2(trades.filter((t) => t.type === type).reduce((s, t) => s + t.price * lotsToMwh(path, t.lots), 0));
  const market = lotsOf('Sürekli İşlem');
  const privateLots = lotsOf('Özel İşlem Bildirimi');
  // The auctions (index price, base price, default) and synthetic matches are rare events the simulation leaves out.
  rows[PFM_DATASETS.matchingQuantity] = [{
    ts, kontratAdi: keys.contractName, year: keys.year, deliveryPeriod: keys.deliveryPeriod, loadType: keys.loadType,
    marketMatchingQuantity: market, privateOperationQuantity: privateLots, dailyIndexPriceBiddingQuantity: 0,
    basePriceBiddingQuantity: 0, defaultBiddingQuantity: 0, syntheticBuyMatchingQuantity: 0, syntheticSellMatchingQuantity: 0,
    total: lotsToMwh(path, market + privateLots),
  }];
  const volume = valueOf('Sürekli İşlem');
  const ozelIslemBildirimHacmi = valueOf('Özel İşlem Bildirimi');
  rows[PFM_DATASETS.tradeValue] = [{ ts, ...keys, volume, ozelIslemBildirimHacmi, total: round2(volume + ozelIslemBildirimHacmi) }];
  return rows;
}

/** The order book a contract opens `day` with: around the last index price, with the last trade before the day. */
export function orderPricesRow(path: ContractPath, day: number, ts: number): SimRow | null {
  const before = path.days.filter((d) => d.day < day);
  const traded = before.filter((d) => d.trades.length > 0);
  const lastTradeDay = traded[traded.length - 1];
  if (!lastTradeDay) return null;
  const lastMatch = lastTradeDay.trades[lastTradeDay.trades.length - 1]!.price;
  const reference = before[before.length - 1]!.indexPrice;
  const previousIndex = path.days.filter((d) => d.day < lastTradeDay.day).pop()?.indexPrice ?? lastTradeDay.indexPrice;
  // A narrower book as delivery nears and more traders watch the contract.
  const halfSpread = 0.004 + 0.01 * (path.days.length - before.length) / path.days.length;
  return {
    ts, ...contractKeys(path.contract),
    bestBuyPrice: round2(reference * (1 - halfSpread)), bestSellPrice: round2(reference * (1 + halfSpread)),
    lastMatchPrice: lastMatch, fdo: (((lastMatch - previousIndex) / previousIndex) * 100).toFixed(2),
  };
}
