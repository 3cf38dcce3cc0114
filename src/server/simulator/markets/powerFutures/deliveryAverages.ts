// The arithmetic average MCP of a contract's delivery period: its final settlement price. Base load counts every
// hour; peak load counts the hours 08:00–20:00 (hour starts 8 … 19) of business days (Monday to Friday that are
// no public holiday; half-day eves and bridge days count, as the calendar's business days do). Sums are kept per
// month and memoised per world (the same noise field), so a year's average costs twelve month sums once.
import type { ElectricityDay } from '../../electricityDay';
import type { NoiseField } from '../../noise';
import type { FuturesContract, LoadType } from './futuresContracts';

export const PEAK_FIRST_HOUR = 8;
export const PEAK_END_HOUR = 20;

interface HourSum { sum: number; hours: number }

/** Whether an hour of a day is in a load type's delivery hours. */
export function isDeliveryHour(loadType: LoadType, e: Pick<ElectricityDay, 'cal'>, hour: number): boolean {
  return loadType === 'Baz' || (e.cal.isBusinessDay && hour >= PEAK_FIRST_HOUR && hour < PEAK_END_HOUR);
}

const memo = new WeakMap<NoiseField, Map<string, HourSum>>();

function daySum(chainOf: (day: number) => ElectricityDay, loadType: LoadType, from: number, to: number): HourSum {
  let sum = 0;
  let hours = 0;
  for (let d = from; d <= to; d++) {
    const e = chainOf(d);
    for (let h = 0; h < 24; h++) {
      if (!isDeliveryHour(loadType, e, h)) continue;
      sum += e.price[h]!;
      hours += 1;
    }
  }
  return { sum, hours };
}

/** Calendar months [first day, last day] covered by a delivery period. */
function monthsOf(contract: FuturesContract): [number, number][] {
  const months: [number, number][] = [];
  let start = contract.deliveryStart;
  while (start <= contract.deliveryEnd) {
    const date = new Date(start * 86_400_000);
    const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / 86_400_000;
    months.push([start, Math.min(next - 1, contract.deliveryEnd)]);
    start = next;
  }
  return months;
}

/** The contract's delivery hours and their MCP sum, from month sums memoised per world. */
export function deliveryHourSum(noise: NoiseField, chainOf: (day: number) => ElectricityDay, contract: FuturesContract): HourSum {
  let sums = memo.get(noise);
  if (!sums) { sums = new Map(); memo.set(noise, sums); }
  let sum = 0;
  let hours = 0;
  for (const [from, to] of monthsOf(contract)) {
    const key = `${contract.loadType}:${from}`;
    let month = sums.get(key);
    if (!month) { month = daySum(chainOf, contract.loadType, from, to); sums.set(key, month); }
    sum += month.sum;
    hours += month.hours;
  }
  return { sum, hours };
}

/** The final settlement price: the average MCP of the delivery hours, TL/MWh to the kuruş. */
export function finalSettlementPrice(noise: NoiseField, chainOf: (day: number) => ElectricityDay, contract: FuturesContract): number {
  const { sum, hours } = deliveryHourSum(noise, chainOf, contract);
  return Math.round((sum / hours) * 100) / 100;
}
