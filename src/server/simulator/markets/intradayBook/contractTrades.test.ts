import { describe, expect, it } from 'vitest';
import { MS_PER_HOUR } from '../../calendar';
import { intradayHour } from '../../intraday';
import { createNoise } from '../../noise';
import { contractTrades, LOTS_PER_MWH, MAX_TRADES, tradingWindow } from './contractTrades';

const noise = createNoise(11);
const start = Date.UTC(2024, 0, 1); // 2024-01-01 00:00 Istanbul wall clock
const round2 = (v: number): number => Math.round(v * 100) / 100;

/** The published figures of many hours: every system direction, cheap, ordinary and capped prices. */
function* hours(count: number) {
  for (let i = 0; i < count; i++) {
    const ts = start + i * MS_PER_HOUR;
    const x = ts / MS_PER_HOUR;
    const mcp = [0, 90, 1800, 2600, 3000][i % 5]! * (0.8 + 0.4 * noise.uniform(99, i));
    const hour = intradayHour(noise, x, ts, Math.min(3000, mcp), 3000, ((i % 3) + 1) as 1 | 2 | 3, 25_000 + 20_000 * noise.uniform(98, i), 0.4 * noise.uniform(97, i));
    yield { ts, x, hour };
  }
}

describe('intraday contract trades', () => {
  it('average, to the cent, the published WAP and add up to the matched quantity, in every one of 20 000 hours', () => {
    for (const { ts, x, hour } of hours(20_000)) {
      const trades = contractTrades(noise, x, ts, hour);
      const lots = trades.reduce((a, t) => a + t.lots, 0);
      expect(lots / LOTS_PER_MWH).toBeCloseTo(hour.clearingQuantityAsk, 6);
      const vwap = trades.reduce((a, t) => a + t.price * t.lots, 0) / lots;
      expect(round2(vwap), `${hour.contractName}`).toBe(hour.wap);
    }
  });

  it('stay inside the matching price range and reach both ends when the WAP lies between them', () => {
    let spread = 0;
    let total = 0;
    for (const { ts, x, hour } of hours(5_000)) {
      const trades = contractTrades(noise, x, ts, hour);
      const prices = trades.map((t) => t.price);
      expect(Math.min(...prices)).toBeGreaterThanOrEqual(hour.minMatchingPrice);
      expect(Math.max(...prices)).toBeLessThanOrEqual(hour.maxMatchingPrice);
      if (hour.minMatchingPrice < hour.wap && hour.wap < hour.maxMatchingPrice) {
        total++;
        if (Math.min(...prices) === hour.minMatchingPrice && Math.max(...prices) === hour.maxMatchingPrice) spread++;
      }
    }
    // Only a contract too thin to spread its trades falls back to trading at the WAP.
    expect(spread / total).toBeGreaterThan(0.97);
  });

  it('happen while the contract is open, from 18:00 the day before until an hour before delivery', () => {
    for (const { ts, x, hour } of hours(2_000)) {
      const trades = contractTrades(noise, x, ts, hour);
      const { opens, closes } = tradingWindow(ts);
      expect(opens).toBe(ts - (ts % (24 * MS_PER_HOUR)) - 6 * MS_PER_HOUR);
      expect(closes).toBe(ts - MS_PER_HOUR);
      expect(trades.length).toBeGreaterThan(0);
      expect(trades.length).toBeLessThanOrEqual(MAX_TRADES);
      for (const t of trades) {
        expect(t.time).toBeGreaterThanOrEqual(opens);
        expect(t.time).toBeLessThan(closes);
      }
      expect(trades.map((t) => t.time)).toEqual([...trades.map((t) => t.time)].sort((a, b) => a - b));
    }
  });

  it('give every trade its own id and are the same whatever else was simulated', () => {
    const ids = new Set<number>();
    for (const { ts, x, hour } of hours(500)) {
      const trades = contractTrades(noise, x, ts, hour);
      for (const t of trades) ids.add(t.id);
      expect(contractTrades(createNoise(11), x, ts, hour)).toEqual(trades);
    }
    const all = [...hours(500)].reduce((a, { ts, x, hour }) => a + contractTrades(noise, x, ts, hour).length, 0);
    expect(ids.size).toBe(all);
  });
});
