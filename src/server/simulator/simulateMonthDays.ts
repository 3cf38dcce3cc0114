// The simulated chain's days of one calendar month (its first day as YYYY-MM-DD): what a monthly computation or a
// module's test runs over.
import { calendarDay, parseDay } from './calendar';
import { simulateElectricityDay, type ElectricityDay } from './electricityDay';
import type { NoiseField } from './noise';

export function simulateMonthDays(noise: NoiseField, firstDay: string): ElectricityDay[] {
  const first = parseDay(firstDay);
  const days: ElectricityDay[] = [];
  for (let d = first; calendarDay(d).month === calendarDay(first).month; d++) days.push(simulateElectricityDay(noise, d));
  return days;
}
