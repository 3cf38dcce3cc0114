// Balancing power market instructions (YAL up / YAT down) per hour, as in /v1/markets/bpm/data/order-summary-up
// and order-summary-down. 0-coded instructions balance the system and follow its direction: a deficit hour is
// covered mostly by up instructions, a surplus hour by down instructions, and the further the SMP moved away
// from the MCP the more was instructed. 1-coded (grid constraints) and 2-coded (ancillary services) instructions
// come on both sides whatever the direction. Volumes are MWh, positive on both sides; net = up − down.
import type { SmpDirectionId } from './balancing';
import { streamId, type NoiseField } from './noise';

const N_ENERGY = streamId('bpm.orders.energy');
const N_OTHER = streamId('bpm.orders.other');
const N_DELIVERED = streamId('bpm.orders.delivered');

const round1 = (x: number): number => Math.round(x * 10) / 10;

export interface BalancingInstructions {
  upRegulationZeroCoded: number;
  upRegulationOneCoded: number;
  upRegulationTwoCoded: number;
  upRegulationDelivered: number;
  downRegulationZeroCoded: number;
  downRegulationOneCoded: number;
  downRegulationTwoCoded: number;
  downRegulationDelivered: number;
  net: number;
}

export function balancingInstructions(
  noise: NoiseField, x: number, mcp: number, smp: number, direction: SmpDirectionId, consumption: number,
): BalancingInstructions {
  const u = (stream: number, k: number) => noise.uniform(stream, x * 8 + k);
  // How far the balancing price moved relative to the day-ahead price: a proxy of the imbalance's size.
  const spread = Math.min(1.5, Math.abs(smp - mcp) / Math.max(mcp, 300));
  const main = consumption * (0.01 + 0.04 * Math.sqrt(spread) + 0.01 * u(N_ENERGY, 0));
  const minor = consumption * 0.003 * u(N_ENERGY, 1);
  const balanced = consumption * (0.002 + 0.004 * u(N_ENERGY, 2));
  const up0 = direction === 1 ? main : direction === 2 ? minor : balanced;
  const down0 = direction === 2 ? main : direction === 1 ? minor : balanced * (0.8 + 0.4 * u(N_ENERGY, 3));
  const up1 = consumption * (0.002 + 0.006 * u(N_OTHER, 0));
  const down1 = consumption * (0.002 + 0.006 * u(N_OTHER, 1));
  const up2 = consumption * (0.0005 + 0.0015 * u(N_OTHER, 2));
  const down2 = consumption * (0.0005 + 0.0015 * u(N_OTHER, 3));
  const o = {
    upRegulationZeroCoded: round1(up0), upRegulationOneCoded: round1(up1), upRegulationTwoCoded: round1(up2),
    downRegulationZeroCoded: round1(down0), downRegulationOneCoded: round1(down1), downRegulationTwoCoded: round1(down2),
  };
  // A few instructed MWh are not delivered (units failing to follow); never more than was instructed.
  const upDelivered = round1((o.upRegulationZeroCoded + o.upRegulationOneCoded + o.upRegulationTwoCoded) * (0.97 + 0.03 * u(N_DELIVERED, 0)));
  const downDelivered = round1((o.downRegulationZeroCoded + o.downRegulationOneCoded + o.downRegulationTwoCoded) * (0.97 + 0.03 * u(N_DELIVERED, 1)));
  return { ...o, upRegulationDelivered: upDelivered, downRegulationDelivered: downDelivered, net: round1(upDelivered - downDelivered) };
}
