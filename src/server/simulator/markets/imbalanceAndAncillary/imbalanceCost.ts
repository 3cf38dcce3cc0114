// The imbalance cost of an hour (/v1/markets/imbalance/data/imbalance-amount): each side's quantity times the
// side's imbalance price of imbalance.prices (positive: min(MCP, SMP) × 0.97, negative: max(MCP, SMP) × 1.03).
// The product is kept unrounded so that cost = quantity × price holds exactly; pages show two decimals.
// The signs are the quantities' ones: the positive side is paid to participants (≥ 0), the negative side is
// charged to them (≤ 0).
import type { ImbalanceQuantity } from './systemImbalance';

/** The imbalance prices of the hour, TL/MWh, as imbalance.prices holds them. */
export interface ImbalancePriceHour {
  positiveImbalance: number;
  negativeImbalance: number;
}

export interface ImbalanceCost {
  /** TL, ≥ 0. */
  positiveImbalance: number;
  /** TL, ≤ 0. */
  negativeImbalance: number;
}

export function imbalanceCost(quantity: ImbalanceQuantity, prices: ImbalancePriceHour): ImbalanceCost {
  return {
    positiveImbalance: quantity.positiveImbalance * prices.positiveImbalance,
    negativeImbalance: quantity.negativeImbalance * prices.negativeImbalance,
  };
}
