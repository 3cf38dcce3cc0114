// A month of the chain run through the module for the tests of this folder: the days of the month, the rows
// the module pushed (by dataset id) and the month's published settlement (yekdem.monthly).
import { parseDay } from '../../calendar';
import { simulateElectricityDay, type ElectricityDay } from '../../electricityDay';
import { imbalancePrices } from '../../imbalancePrices';
import { createNoise } from '../../noise';
import { simulateMonthDays } from '../../simulateMonthDays';
import type { SimRow } from '../../simulateWorld';
import { yekdemMonth, type YekdemRow } from '../../yekdem';
import { renewablesSupportModule } from './renewablesSupportModule';

export interface TestMonth { days: ElectricityDay[]; rows: Record<string, SimRow[]>; settlement: YekdemRow }

export function runMonth(seed: number, firstDay: string): TestMonth {
  const noise = createNoise(seed);
  const first = parseDay(firstDay);
  const days = simulateMonthDays(noise, firstDay);
  const chainOf = (day: number) => days[day - first] ?? simulateElectricityDay(noise, day);
  const rows: Record<string, SimRow[]> = {};
  for (const e of days) {
    // The day's imbalance prices as the world publishes them (MCP, SMP and the balancing direction).
    const prices = e.balancing.map((b, h) => ({ ts: e.cal.ts + h * 3_600_000, ...imbalancePrices(e.price[h]!, b.systemMarginalPrice, b.systemDirection) }));
    renewablesSupportModule.addDay({
      noise, e, chainOf, dayRows: { 'imbalance.prices': prices },
      push: (id, row) => { (rows[id] ??= []).push(row); },
    });
  }
  return { days, rows, settlement: yekdemMonth(days) };
}
