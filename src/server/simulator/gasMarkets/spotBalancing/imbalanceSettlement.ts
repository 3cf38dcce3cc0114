// Money of a gas day's imbalance. Long shippers are paid for their surplus at the balancing gas sale price and
// short shippers pay for their shortfall at the balancing gas purchase price (gas.balancing-gas-price). What is
// left after those payments and the operator's balancing trades is the neutralisation item (BAST), shared back
// among the shippers: BAST = −(positive + negative imbalance amounts) − net cost of the balancing actions.
import type { BalancingAction } from './balancingActions';
import type { SystemImbalanceDay } from './systemImbalance';

const round2 = (x: number): number => Math.round(x * 100) / 100;

export interface ImbalanceSettlement {
  /** TL paid to long shippers (≥ 0). */
  positiveImbalance: number;
  /** TL charged to short shippers (≤ 0). */
  negativeImbalance: number;
  /** Neutralisation item, TL: positive when the day left a surplus. */
  bast: number;
}

export function imbalanceSettlement(
  imbalance: SystemImbalanceDay,
  actions: readonly BalancingAction[],
  prices: { balancingGasPurchase: number; balancingGasSale: number },
): ImbalanceSettlement {
  const positiveImbalance = round2((imbalance.positiveImbalance / 1000) * prices.balancingGasSale);
  const negativeImbalance = round2((imbalance.negativeImbalance / 1000) * prices.balancingGasPurchase);
  const actionsNetCost = actions.reduce((a, x) => a + x.amount * x.price, 0);
  return { positiveImbalance, negativeImbalance, bast: round2(-(positiveImbalance + negativeImbalance) - actionsNetCost) };
}
