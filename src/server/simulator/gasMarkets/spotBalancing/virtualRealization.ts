// Virtual realisation of a gas day: gas that changed hands at the national balancing point without moving
// physically. Shippers' virtual trades (the day-ahead and day-end trades and bilateral transfers the transmission
// system publishes) enter one portfolio as they leave another; the operator's balancing actions are one-sided:
// its sales enter shippers' portfolios, its purchases leave them. So virtual entry − virtual exit = −1000 × the
// operator's net purchase, and with the physical balance the shippers' net imbalance follows:
// shippersNet = (physical entry − physical exit − storage change) + (virtual entry − virtual exit).
import type { GasDay } from '../gasDayModule';
import type { BalancingAction } from './balancingActions';

export interface VirtualRealization { virtualEntry: number; virtualExit: number }

export function virtualRealization(g: GasDay, actions: readonly BalancingAction[]): VirtualRealization {
  const traded = g.system.dayAheadAmount + g.system.dayEndAmount + g.system.transfer;
  const soldLots = actions.reduce((a, x) => a + Math.max(-x.amount, 0), 0);
  const boughtLots = actions.reduce((a, x) => a + Math.max(x.amount, 0), 0);
  return { virtualEntry: traded + 1000 * soldLots, virtualExit: traded + 1000 * boughtLots };
}
