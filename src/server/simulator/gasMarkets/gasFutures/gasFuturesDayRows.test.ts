import { describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '../../calendar';
import { gasReferencePrice } from '../../gas';
import { createNoise } from '../../noise';
import { gasContractPath } from './gasContractPath';
import { gasFuturesContract } from './gasFuturesContracts';
import { gasOfferPriceRow, gasTradingDayRows, VGP_DATASETS } from './gasFuturesDayRows';

const noise = createNoise(5);
const path = gasContractPath(noise, (day) => gasReferencePrice(noise, day), gasFuturesContract('month', 2024, 10));
const fx = { usdTry: 33, eurTry: 36.5 };
const traded = path.days.filter((d) => d.trades.length >= 2);

describe('the rows of a gas futures trading day', () => {
  it('summarise exactly the day’s trades: first, last, lowest and highest price, quantity and volume', () => {
    expect(traded.length).toBeGreaterThan(10);
    for (const day of traded) {
      const rows = gasTradingDayRows(path, day, day.day * MS_PER_DAY, fx);
      const trades = rows[VGP_DATASETS.transactions]!;
      const prices = trades.map((t) => t.matchingPrice as number);
      const summary = rows[VGP_DATASETS.priceSummary]![0]!;
      expect(summary).toMatchObject({
        contractName: 'GM1024', deliveryYear: '2024', deliveryPeriod: 'Ekim',
        firstMatchingPrice: prices[0], latestMatchingPrice: prices[prices.length - 1],
        minMatchingPrice: Math.min(...prices), maxMatchingPrice: Math.max(...prices), ggf: day.indexPrice,
      });
      expect(summary.minMatchingPrice as number).toBeLessThanOrEqual(summary.latestMatchingPrice as number);
      expect(summary.latestMatchingPrice as number).toBeLessThanOrEqual(summary.maxMatchingPrice as number);
      const quantity = trades.reduce((s, t) => s + (t.matchingQuantity as number), 0);
      expect(rows[VGP_DATASETS.matchingQuantity]![0]!.marketMatchingQuantity).toBe(quantity);
      const volume = trades.reduce((s, t) => s + (t.matchingPrice as number) * (t.matchingQuantity as number), 0);
      expect(rows[VGP_DATASETS.tradeVolume]![0]!.volume).toBeCloseTo(volume, 2);
      // Trades in the order they matched, inside the 10:00–17:00 session of the day.
      const times = trades.map((t) => t.ts as number);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      for (const t of times) expect(t - day.day * MS_PER_DAY).toBeGreaterThanOrEqual(10 * 3_600_000);
      for (const t of times) expect(t - day.day * MS_PER_DAY).toBeLessThan(17 * 3_600_000);
    }
  });

  it('give a day without trades its index price and open position only', () => {
    const quiet = path.days.find((d) => d.trades.length === 0)!;
    expect(Object.keys(gasTradingDayRows(path, quiet, 0, fx)).sort()).toEqual([VGP_DATASETS.indexPrice, VGP_DATASETS.openPosition].sort());
  });

  it('give the index price in dollars and euros at the day’s rate', () => {
    const day = path.days[3]!;
    expect(gasTradingDayRows(path, day, 0, fx)[VGP_DATASETS.indexPrice]![0]).toMatchObject({
      price: day.indexPrice, priceUsd: Math.round((day.indexPrice / 33) * 100) / 100, priceEur: Math.round((day.indexPrice / 36.5) * 100) / 100,
    });
  });

  it('open the next day with a book around the last index price and the last trade before it', () => {
    const day = traded[5]!;
    const next = path.days[path.days.indexOf(day) + 1]!;
    const book = gasOfferPriceRow(path, next.day, next.day * MS_PER_DAY)!;
    expect(book.lastMatchPrice).toBe(day.trades[day.trades.length - 1]!.price);
    expect(book.bestBuyPrice as number).toBeLessThan(day.indexPrice);
    expect(book.bestSellPrice as number).toBeGreaterThan(day.indexPrice);
    expect(typeof book.fdo).toBe('number');
    expect(gasOfferPriceRow(path, path.days[0]!.day, 0)).toBeNull();
  });
});
