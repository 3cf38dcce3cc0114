import { describe, expect, it } from 'vitest';
import type { BalancingAction } from './balancingActions';
import { imbalanceSettlement } from './imbalanceSettlement';
import type { SystemImbalanceDay } from './systemImbalance';

const day: SystemImbalanceDay = {
  linePackChange: -2_000_000, netPurchaseLots: 3000, shippersNet: -5_000_000,
  positiveImbalance: 1_000_000, negativeImbalance: -6_000_000, direction: 'Kısa',
};
const actions: BalancingAction[] = [
  { code: 1, amount: 3100, price: 10_200, time: 0 },
  { code: 1, amount: -100, price: 9_800, time: 0 },
];

describe('imbalanceSettlement', () => {
  it('pays long shippers at the sale price and charges short ones at the purchase price', () => {
    const s = imbalanceSettlement(day, actions, { balancingGasPurchase: 10_500, balancingGasSale: 9_500 });
    expect(s.positiveImbalance).toBe(1000 * 9_500);
    expect(s.negativeImbalance).toBe(-6000 * 10_500);
  });

  it('leaves as BAST what the charges collect beyond the payments and the balancing trades\' net cost', () => {
    const s = imbalanceSettlement(day, actions, { balancingGasPurchase: 10_500, balancingGasSale: 9_500 });
    // 63 000 000 collected − 9 500 000 paid − (31 620 000 bought − 980 000 sold)
    expect(s.bast).toBe(63_000_000 - 9_500_000 - (31_620_000 - 980_000));
  });
});
