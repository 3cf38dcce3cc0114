// The system imbalance of every hour of a month, read from the chains of its days: the month's balance-
// responsible groups share its totals out (groupImbalance.ts). The 0-coded instructions are recomputed with the
// function that writes bpm.order-summary, so the hours are the ones imbalance.quantity holds.
import { balancingInstructions } from '../../balancingInstructions';
import { calendarDay } from '../../calendar';
import type { ElectricityDay } from '../../electricityDay';
import type { NoiseField } from '../../noise';
import { systemImbalance, type ImbalanceQuantity } from './systemImbalance';

/** The hours of one day, from its chain. */
export function dayImbalance(noise: NoiseField, e: ElectricityDay): ImbalanceQuantity[] {
  const hours: ImbalanceQuantity[] = [];
  for (let h = 0; h < 24; h++) {
    const x = e.cal.day * 24 + h;
    const b = e.balancing[h]!;
    const orders = balancingInstructions(noise, x, e.price[h]!, b.systemMarginalPrice, b.smpDirectionId, e.consumption[h]!);
    hours.push(systemImbalance(noise, x, orders, e.consumption[h]!));
  }
  return hours;
}

/** Every hour of the month that starts on day `first` (its first day's chain `e`; `chainOf` for the others). */
export function monthImbalance(noise: NoiseField, e: ElectricityDay, chainOf: (day: number) => ElectricityDay): ImbalanceQuantity[] {
  const hours = dayImbalance(noise, e);
  for (let d = e.cal.day + 1; calendarDay(d).month === e.cal.month; d++) hours.push(...dayImbalance(noise, chainOf(d)));
  return hours;
}
