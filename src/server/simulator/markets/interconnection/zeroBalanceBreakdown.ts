// A month's zero-balance adjustment (zero-balance) split into its parts, TL. The total is the one of the market
// reports' periodic-price-volume (sbdt): the same hours (marketHours.ts), instructions (bpmInstructionsByCode.ts)
// and imbalance cost, summed by hourZeroBalanceAdjustment (zeroBalanceAdjustment.ts), so the two pages agree.
// Our reading of the parts, which add up to zeroBalanceAdjustment:
//   upRegulation = upRegulationZero + upRegulationOne: paid for 0- and 1-coded up instructions (quantity × price);
//   downRegulation = downRegulationZero + downRegulationOne: received for 0- and 1-coded down instructions;
//   manual = the 2-coded instructions (ancillary services, given outside the merit order), up − down;
//   negativeImbalance + renewableImbalance = the imbalance settlement (paid for surpluses + charged for
//   shortfalls, the latter ≤ 0), the renewables' part being the wind, sun and run-of-river share of the hour's
//   generation (the YEKDEM balancing group's imbalance).
//   zeroBalanceAdjustment = upRegulation − downRegulation + manual + negativeImbalance + renewableImbalance.
// Amounts collected separately and shown for information, not part of the sum: kupst, the charge for deviating
// from the final production programme by more than 1 % (3 % of max(MCP, SMP) on the excess), and the fines for
// undelivered up / down instructions (3 % of the MCP on the undelivered MWh).
import type { ElectricityDay } from '../../electricityDay';
import { marketHours } from '../../marketHours';
import type { NoiseField } from '../../noise';
import { imbalanceCost } from '../imbalanceAndAncillary/imbalanceCost';
import { systemImbalance } from '../imbalanceAndAncillary/systemImbalance';
import { instructionsByCode, type InstructionCode } from '../marketReports/bpmInstructionsByCode';
import { finalProductionProgramme } from '../marketReports/finalProductionProgramme';
import { undeliveredInstructions } from '../marketReports/undeliveredInstructions';
import { hourZeroBalanceAdjustment } from '../marketReports/zeroBalanceAdjustment';

export const ZERO_BALANCE_FIELDS = [
  'zeroBalanceAdjustment', 'downRegulation', 'upRegulation', 'manual', 'negativeImbalance', 'renewableImbalance', 'kupst',
  'downRegulationZero', 'downRegulationOne', 'upRegulationZero', 'upRegulationOne', 'downRegulationFine', 'upRegulationFine',
] as const;

export type ZeroBalanceRow = Record<(typeof ZERO_BALANCE_FIELDS)[number], number>;

const FINE_RATE = 0.03;
const PLAN_TOLERANCE = 0.01;

function emptyRow(): ZeroBalanceRow {
  return Object.fromEntries(ZERO_BALANCE_FIELDS.map((f) => [f, 0])) as ZeroBalanceRow;
}

/** Adds one day's parts to `sum`. */
export function addDayZeroBalance(noise: NoiseField, e: ElectricityDay, sum: ZeroBalanceRow): void {
  marketHours(noise, e).forEach((hour, h) => {
    const { x, orders } = hour;
    const price = e.price[h]!;
    const b = e.balancing[h]!;
    const g = e.generation[h]!;
    const codes = instructionsByCode(noise, x, orders, { mcp: price, smp: b.systemMarginalPrice, direction: b.smpDirectionId, cap: e.cap });
    const value = Object.fromEntries(codes.map((c) => [c.code, c.instructions.reduce((s, i) => s + i.quantity * i.price, 0)])) as Record<InstructionCode, number>;
    const cost = imbalanceCost(systemImbalance(noise, x, orders, e.consumption[h]!), hour.imbalancePrices);
    const imbalance = cost.positiveImbalance + cost.negativeImbalance;
    const renewableShare = (g.wind + g.sun + g.river) / g.total;
    sum.zeroBalanceAdjustment += hourZeroBalanceAdjustment(codes, cost);
    sum.upRegulationZero += value.yalSifir;
    sum.upRegulationOne += value.yalBir;
    sum.downRegulationZero += value.yatSifir;
    sum.downRegulationOne += value.yatBir;
    sum.upRegulation += value.yalSifir + value.yalBir;
    sum.downRegulation += value.yatSifir + value.yatBir;
    sum.manual += value.yalIki - value.yatIki;
    sum.renewableImbalance += imbalance * renewableShare;
    sum.negativeImbalance += imbalance * (1 - renewableShare);
    const undelivered = undeliveredInstructions(orders);
    sum.upRegulationFine += FINE_RATE * price * undelivered.yalTeslimEdilmeyen;
    sum.downRegulationFine += FINE_RATE * price * undelivered.yatTeslimEdilmeyen;
    const plan = finalProductionProgramme(noise, x, g.total);
    const excess = Math.max(0, Math.abs(plan - g.total) - PLAN_TOLERANCE * g.total);
    sum.kupst += FINE_RATE * Math.max(price, b.systemMarginalPrice) * excess;
  });
}

/** The month's row from every day of the month, each part rounded to the kuruş once. */
export function zeroBalanceMonth(noise: NoiseField, days: readonly ElectricityDay[]): ZeroBalanceRow {
  const sum = emptyRow();
  for (const e of days) addDayZeroBalance(noise, e, sum);
  return Object.fromEntries(ZERO_BALANCE_FIELDS.map((f) => [f, Math.round(sum[f] * 100) / 100])) as ZeroBalanceRow;
}
