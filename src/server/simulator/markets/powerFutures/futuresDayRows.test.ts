import { describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '../../calendar';
import { type ElectricityDay, simulateElectricityDay } from '../../electricityDay';
import { createNoise } from '../../noise';
import { contractPath } from './contractPath';
import { futuresContract } from './futuresContracts';
import { orderPricesRow, PFM_DATASETS, tradingDayRows } from './futuresDayRows';

const noise = createNoise(5);
const chains = new Map<number, ElectricityDay>();
const chainOf = (day: number) => {
  let e = chains.get(day);
  if (!e) { e = simulateElectricityDay(noise, day); chains.set(day, e); }
  return e;
};
const path = contractPath(noise, chainOf, futuresContract('month', 'Baz', 2024, 10));
const fx = { usdTry: 33, eurTry: 36.5 };
const traded = path.days.filter((d) => d.trades.length >= 2);

describe('the rows of a futures trading day', () => {
  it('summarise exactly the day’s trades: first, last, min, max, lots, MWh and value', () => {
    expect(traded.length).toBeGreaterThan(10);
    for (const day of traded) {
      const rows = tradingDayRows(path, day, day.day * MS_PER_DAY, fx);
      const trades = rows[PFM_DATASETS.transactions]!;
      const prices = trades.map((t) => t.matchingPrice as number);
      expect(rows[PFM_DATASETS.priceSummary]![0]).toMatchObject({
        firstMatchingPrice: prices[0], latestMatchingPrice: prices[prices.length - 1],
        minMatchingPrice: Math.min(...prices), maxMatchingPrice: Math.max(...prices), dipPrice: day.indexPrice,
      });
      const lots = (type: string) => trades.filter((t) => t.transactionType === type).reduce((s, t) => s + (t.matchingQuantity as number), 0);
      const quantity = rows[PFM_DATASETS.matchingQuantity]![0]!;
      expect(quantity.marketMatchingQuantity).toBe(lots('Sürekli İşlem'));
      expect(quantity.privateOperationQuantity).toBe(lots('Özel İşlem Bildirimi'));
      // October 2024: 31 days × 24 hours, 0.1 MW a lot.
      expect(quantity.total).toBeCloseTo((lots('Sürekli İşlem') + lots('Özel İşlem Bildirimi')) * 0.1 * 744, 6);
      const value = rows[PFM_DATASETS.tradeValue]![0]!;
      const marketValue = trades.filter((t) => t.transactionType === 'Sürekli İşlem').reduce((s, t) => s + (t.matchingPrice as number) * (t.total as number), 0);
      expect(value.volume).toBeCloseTo(marketValue, 1);
      expect(value.total).toBeCloseTo((value.volume as number) + (value.ozelIslemBildirimHacmi as number), 2);
      expect(trades.map((t) => t.ts as number)).toEqual([...trades.map((t) => t.ts as number)].sort((a, b) => a - b));
      expect(trades[0]!.matchTime).toMatch(/^1[0-6]:\d{2}:\d{2}$/);
    }
  });

  it('give the index price in dollars and euros at the day’s rate', () => {
    const day = path.days[3]!;
    expect(tradingDayRows(path, day, 0, fx)[PFM_DATASETS.indexPrice]![0]).toMatchObject({
      price: day.indexPrice, priceUsd: Math.round((day.indexPrice / 33) * 100) / 100, priceEur: Math.round((day.indexPrice / 36.5) * 100) / 100,
    });
  });

  it('open the next day with a book around the last index price and the last trade before it', () => {
    const day = traded[5]!;
    const next = path.days[path.days.indexOf(day) + 1]!;
    const book = orderPricesRow(path, next.day, next.day * MS_PER_DAY)!;
    expect(book.lastMatchPrice).toBe(day.trades[day.trades.length - 1]!.price);
    expect(book.bestBuyPrice as number).toBeLessThan(day.indexPrice);
    expect(book.bestSellPrice as number).toBeGreaterThan(day.indexPrice);
    expect(orderPricesRow(path, path.days[0]!.day, 0)).toBeNull();
  });
});
