import { describe, expect, it } from 'vitest';
import { parseDay } from '../../calendar';
import { createNoise } from '../../noise';
import { simulateGasDay } from '../../simulateGasMarket';
import { DEFAULT_SEED } from '../../simulateWorld';
import { balancingActions, weightedPrice } from './balancingActions';
import { systemImbalanceDay } from './systemImbalance';

const noise = createNoise(DEFAULT_SEED);
const days = Array.from({ length: 366 }, (_, i) => simulateGasDay(noise, parseDay('2025-01-01') + i));

describe('balancingActions', () => {
  it('add up to the day\'s net purchase and average to the published additional balancing prices on each side', () => {
    for (const g of days) {
      const { netPurchaseLots } = systemImbalanceDay(noise, g);
      const actions = balancingActions(noise, g, netPurchaseLots);
      expect(actions.reduce((a, x) => a + x.amount, 0)).toBe(netPurchaseLots);
      expect(Math.abs(weightedPrice(actions.filter((a) => a.amount > 0)) - g.spot.additionalBalancingPurchase)).toBeLessThan(0.006);
      expect(Math.abs(weightedPrice(actions.filter((a) => a.amount < 0)) - g.spot.additionalBalancingSale)).toBeLessThan(0.006);
    }
  });

  it('buy above the reference price and sell below it, the locational code paying the widest margin', () => {
    let compared = 0;
    for (const g of days) {
      const actions = balancingActions(noise, g, systemImbalanceDay(noise, g).netPurchaseLots);
      for (const a of actions) {
        if (a.amount > 0) expect(a.price).toBeGreaterThan(g.grfTl);
        else expect(a.price).toBeLessThan(g.grfTl);
      }
      const buy = (code: number): number | undefined => actions.find((a) => a.code === code && a.amount > 0)?.price;
      if (buy(2) !== undefined && buy(3) !== undefined) {
        expect(buy(3)!).toBeGreaterThan(buy(2)!);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('trade code 1 every day, the others on some days only, codes 2 and 4 one way (one row per contract)', () => {
    const actionsOf = (g: (typeof days)[number]) => balancingActions(noise, g, systemImbalanceDay(noise, g).netPurchaseLots);
    const active = (code: number): number => days.filter((g) => actionsOf(g).some((a) => a.code === code)).length;
    for (const g of days) for (const code of [2, 4]) expect(actionsOf(g).filter((a) => a.code === code).length).toBeLessThanOrEqual(1);
    expect(active(1)).toBe(days.length);
    for (const code of [2, 3, 4]) {
      expect(active(code)).toBeGreaterThan(20);
      expect(active(code)).toBeLessThan(days.length);
    }
  });
});
