// The system imbalance of a gas day. The transmission system (../../gasTransmission.ts) fixes the line-pack
// change; the operator's balancing actions lean against the shippers' net imbalance, taking out a share α of it
// (none on quiet days), so that line-pack change = shippers' net imbalance + the operator's net purchase:
// shippersNet = ΔLP − 1000 × netPurchaseLots (Sm³). Long and short shippers both exist every day; their gross
// imbalances add up to the net one. The system is long when the net is positive, short when negative.
import { streamId, type NoiseField } from '../../noise';
import type { GasDay } from '../gasDayModule';

const N_RESPONSE = streamId('sgp.imbalance.response');
const N_GROSS = streamId('sgp.imbalance.gross');
/** Below this line-pack change (Sm³) the operator does not trade on balance. */
const QUIET_CHANGE = 300_000;

export type SystemDirection = 'Uzun' | 'Kısa' | 'Dengede';

export interface SystemImbalanceDay {
  /** Line-pack change over the gas day, Sm³ (entries − exits − storage change). */
  linePackChange: number;
  /** The operator's net balancing purchase, 1000 Sm³ lots (negative: it sold). */
  netPurchaseLots: number;
  /** Shippers' net imbalance, Sm³: positiveImbalance + negativeImbalance. */
  shippersNet: number;
  /** Sum of the long shippers' imbalances, Sm³ (≥ 0). */
  positiveImbalance: number;
  /** Sum of the short shippers' imbalances, Sm³ (≤ 0). */
  negativeImbalance: number;
  direction: SystemDirection;
}

export function linePackChangeOf(g: GasDay): number {
  const storageChange = g.system.storage.reduce((a, s) => a + s.injection - s.reproduction, 0);
  return g.system.entryAmount - g.system.exitAmount - storageChange;
}

export function directionOf(net: number): SystemDirection {
  return net > 0 ? 'Uzun' : net < 0 ? 'Kısa' : 'Dengede';
}

export function systemImbalanceDay(noise: NoiseField, g: GasDay): SystemImbalanceDay {
  const day = g.cal.day;
  const linePackChange = linePackChangeOf(g);
  const alpha = Math.abs(linePackChange) < QUIET_CHANGE ? 0 : 0.3 + 0.3 * noise.uniform(N_RESPONSE, day);
  const netPurchaseLots = Math.round((-alpha * linePackChange) / (1 - alpha) / 1000) || 0; // never −0
  const shippersNet = linePackChange - 1000 * netPurchaseLots;
  const gross = Math.round(g.system.domesticExit * (0.02 + 0.015 * noise.uniform(N_GROSS, day)));
  return {
    linePackChange, netPurchaseLots, shippersNet,
    positiveImbalance: Math.max(shippersNet, 0) + gross,
    negativeImbalance: -(Math.max(-shippersNet, 0) + gross),
    direction: directionOf(shippersNet),
  };
}
