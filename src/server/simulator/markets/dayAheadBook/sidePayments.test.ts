import { describe, expect, it } from 'vitest';
import { createNoise } from '../../noise';
import { DEFAULT_SEED } from '../../simulateWorld';
import { sidePayments } from './sidePayments';

const noise = createNoise(DEFAULT_SEED);
const TRADE_VALUE = 2_500 * 15_000; // an MCP of 2,500 TL/MWh on 15,000 MWh

describe('day-ahead side payments', () => {
  const hours = Array.from({ length: 24 * 90 }, (_, i) => sidePayments(noise, 473_000 + i, TRADE_VALUE));

  it('add up to their total to the kuruş', () => {
    for (const p of hours) {
      expect(Math.round((p.originatingFromBids + p.originatingFromOffers + p.originatingFromRounding) * 100)).toBe(Math.round(p.total * 100));
    }
  });

  it('pay paradoxically accepted orders in some hours only, never more than 0.05 % of the trade value', () => {
    const paid = hours.filter((p) => p.originatingFromBids > 0 || p.originatingFromOffers > 0).length / hours.length;
    expect(paid).toBeGreaterThan(0.3);
    expect(paid).toBeLessThan(0.6);
    for (const p of hours) {
      for (const value of [p.originatingFromBids, p.originatingFromOffers]) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(TRADE_VALUE * 0.0005);
      }
      expect(Math.abs(p.originatingFromRounding)).toBeLessThanOrEqual(20);
    }
  });
});
