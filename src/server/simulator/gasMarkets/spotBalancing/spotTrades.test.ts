import { describe, expect, it } from 'vitest';
import { MS_PER_HOUR, parseDay } from '../../calendar';
import { createNoise } from '../../noise';
import { simulateGasDay } from '../../simulateGasMarket';
import { DEFAULT_SEED } from '../../simulateWorld';
import { spotTrades } from './spotTrades';

const noise = createNoise(DEFAULT_SEED);
const days = Array.from({ length: 120 }, (_, i) => simulateGasDay(noise, parseDay('2025-10-01') + i));

describe('spotTrades', () => {
  it('match each session\'s published quantity and weighted price', () => {
    for (const g of days) {
      const trades = spotTrades(noise, g);
      const s = g.spot;
      const sessions = [
        { from: -14, to: -6.5, quantity: s.dayAheadMatchingQuantity, price: s.dayAheadPrice },
        { from: 8, to: 27, quantity: s.intraDayMatchingQuantity, price: s.intraDayPrice },
        { from: 32, to: 40, quantity: s.dayAfterMatchingQuantity, price: s.dayAfterPrice },
      ];
      for (const session of sessions) {
        const inSession = trades.filter((t) => t.time >= g.cal.ts + session.from * MS_PER_HOUR && t.time <= g.cal.ts + session.to * MS_PER_HOUR);
        const quantity = inSession.reduce((a, t) => a + t.quantity, 0);
        expect(quantity).toBe(session.quantity);
        expect(inSession.reduce((a, t) => a + t.quantity * t.price, 0) / quantity).toBeCloseTo(session.price, 6);
      }
      expect(trades.every((t) => t.quantity > 0 && t.contractName === s.contractName)).toBe(true);
    }
  });

  it('trade tens to a couple of hundred times a day, prices within a few percent of the day\'s', () => {
    for (const g of days) {
      const trades = spotTrades(noise, g);
      expect(trades.length).toBeGreaterThanOrEqual(10);
      expect(trades.length).toBeLessThanOrEqual(250);
      for (const t of trades) expect(Math.abs(t.price / g.grfTl - 1)).toBeLessThan(0.06);
    }
  });

  it('is the same day whichever other days are simulated', () => {
    const g = days[40]!;
    expect(spotTrades(createNoise(DEFAULT_SEED), simulateGasDay(createNoise(DEFAULT_SEED), g.cal.day))).toEqual(spotTrades(noise, g));
  });
});
