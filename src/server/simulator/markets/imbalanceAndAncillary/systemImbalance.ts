// The participants' imbalance of an hour, at system level (/v1/markets/imbalance/data/imbalance-quantity).
// Sign rule: positiveImbalance ≥ 0 is the energy participants delivered beyond their contracts (or did not
// draw), negativeImbalance ≤ 0 the energy they fell short by; their net (positive + negative) is what the system
// operator had to offset with the 0-coded (energy balancing) instructions of bpm.order-summary, with the
// opposite sign: net = downRegulationZeroCoded − upRegulationZeroCoded, to the tenth of a MWh. So a deficit hour
// (SMP direction 1, up-regulation bought) nets negative, a surplus hour (2) nets positive, and a balanced hour
// (3) nets a small remainder of either sign. On top of the net, participants on both sides offset each other
// (a wind farm over its forecast while a supplier under-buys): a gross 2.5–4.5 % of the hour's consumption
// appears on each side.
import { streamId, type NoiseField } from '../../noise';

const N_GROSS = streamId('imbalance.quantity.gross');
const N_GROSS_SLOW = streamId('imbalance.quantity.grossSlow');

/** The 0-coded instructions of the hour, MWh, as bpm.order-summary holds them (one decimal). */
export interface EnergyInstructions {
  upRegulationZeroCoded: number;
  downRegulationZeroCoded: number;
}

export interface ImbalanceQuantity {
  /** MWh, ≥ 0. */
  positiveImbalance: number;
  /** MWh, ≤ 0. */
  negativeImbalance: number;
}

const tenths = (x: number): number => Math.round(x * 10);

/** `x` the hour's index (day × 24 + hour), `consumption` the hour's consumption in MWh. */
export function systemImbalance(noise: NoiseField, x: number, orders: EnergyInstructions, consumption: number): ImbalanceQuantity {
  const grossShare = 0.035 + 0.007 * noise.smooth(N_GROSS_SLOW, x / 12) + 0.006 * (noise.uniform(N_GROSS, x) - 0.5);
  const gross = tenths(consumption * Math.min(0.045, Math.max(0.025, grossShare)));
  // In tenths of a MWh, so the net is the instructions' difference exactly.
  const net = tenths(orders.downRegulationZeroCoded) - tenths(orders.upRegulationZeroCoded);
  return {
    positiveImbalance: (gross + Math.max(net, 0)) / 10,
    negativeImbalance: -(gross + Math.max(-net, 0)) / 10,
  };
}

/** Participants' net imbalance, MWh: negative when the system was short. */
export const netImbalance = (q: ImbalanceQuantity): number => Math.round((q.positiveImbalance + q.negativeImbalance) * 10) / 10;
