import { describe, expect, it } from 'vitest';
import { imbalancePrices } from '../../imbalancePrices';
import { imbalanceCost } from './imbalanceCost';

describe('imbalance cost', () => {
  it('is each side’s quantity times that side’s imbalance price, exactly', () => {
    const quantity = { positiveImbalance: 2423.6, negativeImbalance: -1189.2 };
    const prices = imbalancePrices(2500, 3100, 'Enerji Açığı');
    const cost = imbalanceCost(quantity, prices);
    // min(2500, 3100) × 0.97 = 2425 paid for the surplus; max × 1.03 = 3193 charged for the shortfall.
    expect(prices.positiveImbalance).toBe(2425);
    expect(prices.negativeImbalance).toBe(3193);
    expect(cost.positiveImbalance).toBe(2423.6 * 2425);
    expect(cost.negativeImbalance).toBe(-1189.2 * 3193);
  });

  it('pays the positive side and charges the negative side, nothing when the price is 0', () => {
    const cost = imbalanceCost({ positiveImbalance: 100, negativeImbalance: -50 }, imbalancePrices(0, 0, 'Dengede'));
    expect(cost.positiveImbalance).toBe(0);
    expect(cost.negativeImbalance === 0).toBe(true);
    const paid = imbalanceCost({ positiveImbalance: 100, negativeImbalance: -50 }, imbalancePrices(2000, 1500, 'Enerji Fazlası'));
    expect(paid.positiveImbalance).toBeGreaterThan(0);
    expect(paid.negativeImbalance).toBeLessThan(0);
  });
});
