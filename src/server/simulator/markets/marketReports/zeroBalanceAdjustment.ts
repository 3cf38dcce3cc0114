// The zero-balance adjustment (sıfır bakiye düzeltmesi) of an hour: the market operator only passes money on, so
// what the balancing and imbalance settlement leaves on its account is charged back to the participants. The
// operator pays for the up instructions (each priced instruction of bpmInstructionsByCode.ts) and for the
// participants' surplus (the positive side of imbalance.amount), and receives the down instructions' payments and
// the participants' shortfall charges (the negative side, ≤ 0). A positive result is a cost spread over the
// participants, a negative one a refund to them. TL, unrounded (the month's sum is rounded once).
import type { ImbalanceCost } from '../imbalanceAndAncillary/imbalanceCost';
import { INSTRUCTION_CODES, type CodeInstructions } from './bpmInstructionsByCode';

const SIDE_OF = new Map<string, 'up' | 'down'>(INSTRUCTION_CODES.map((c) => [c.code, c.side]));

/** TL the operator paid out for instructions, net of what it received (up − down). */
export function instructionCashflow(codes: readonly CodeInstructions[]): number {
  let total = 0;
  for (const c of codes) {
    const value = c.instructions.reduce((s, i) => s + i.quantity * i.price, 0);
    total += SIDE_OF.get(c.code) === 'up' ? value : -value;
  }
  return total;
}

export function hourZeroBalanceAdjustment(codes: readonly CodeInstructions[], imbalance: ImbalanceCost): number {
  return instructionCashflow(codes) + imbalance.positiveImbalance + imbalance.negativeImbalance;
}
