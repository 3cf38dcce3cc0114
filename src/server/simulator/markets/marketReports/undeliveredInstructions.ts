// Balancing instructions that were given but not delivered (the daily report's yalTeslimEdilmeyen and
// yatTeslimEdilmeyen): the instructed quantity of all three codes less what was delivered, per side, in MWh
// with one decimal like the instructions of bpm.order-summary they come from.
import type { BalancingInstructions } from '../../balancingInstructions';

const round1 = (x: number): number => Math.round(x * 10) / 10;

export interface UndeliveredInstructions { yalTeslimEdilmeyen: number; yatTeslimEdilmeyen: number }

export function undeliveredInstructions(o: BalancingInstructions): UndeliveredInstructions {
  const up = o.upRegulationZeroCoded + o.upRegulationOneCoded + o.upRegulationTwoCoded;
  const down = o.downRegulationZeroCoded + o.downRegulationOneCoded + o.downRegulationTwoCoded;
  return { yalTeslimEdilmeyen: round1(up - o.upRegulationDelivered), yatTeslimEdilmeyen: round1(down - o.downRegulationDelivered) };
}
