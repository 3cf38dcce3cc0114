// The final settlement price of a gas futures contract: the average gas reference price (GRF, gas.drp's grfTl)
// over every gas day of its delivery period, each day weighing alike. Sums are kept per month and memoised per
// world (the same noise field), so a year's price costs twelve month sums once.
import { MS_PER_DAY } from '../../calendar';
import type { NoiseField } from '../../noise';
import type { GasFuturesContract } from './gasFuturesContracts';

/** The gas reference price of a day (TL/1000 Sm³): ctx.gasDayOf(day).grfTl in the world. */
export type ReferencePriceOf = (day: number) => number;

interface DaySum { sum: number; days: number }

const memo = new WeakMap<NoiseField, Map<number, DaySum>>();

/** Calendar months [first day, last day] covered by a delivery period. */
function monthsOf(contract: GasFuturesContract): [number, number][] {
  const months: [number, number][] = [];
  let start = contract.deliveryStart;
  while (start <= contract.deliveryEnd) {
    const date = new Date(start * MS_PER_DAY);
    const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / MS_PER_DAY;
    months.push([start, Math.min(next - 1, contract.deliveryEnd)]);
    start = next;
  }
  return months;
}

/** The delivery period's gas days and their reference price sum. */
export function deliveryPriceSum(noise: NoiseField, referencePriceOf: ReferencePriceOf, contract: GasFuturesContract): DaySum {
  let sums = memo.get(noise);
  if (!sums) { sums = new Map(); memo.set(noise, sums); }
  let sum = 0;
  let days = 0;
  for (const [from, to] of monthsOf(contract)) {
    let month = sums.get(from);
    if (!month) {
      month = { sum: 0, days: 0 };
      for (let d = from; d <= to; d++) { month.sum += referencePriceOf(d); month.days += 1; }
      sums.set(from, month);
    }
    sum += month.sum;
    days += month.days;
  }
  return { sum, days };
}

/** The final settlement price: the delivery period's average reference price, TL/1000 Sm³ to the kuruş. */
export function gasSettlementPrice(noise: NoiseField, referencePriceOf: ReferencePriceOf, contract: GasFuturesContract): number {
  const { sum, days } = deliveryPriceSum(noise, referencePriceOf, contract);
  return Math.round((sum / days) * 100) / 100;
}
