// Runs the interconnection module over a range of days for its tests, after the market reports module (whose
// BPM instruction prices the congestion cost reads), with bpm.order-summary as electricityMarkets.ts writes it.
import { balancingInstructions } from '../../balancingInstructions';
import { MS_PER_HOUR, parseDay } from '../../calendar';
import { simulateElectricityDay, type ElectricityDay } from '../../electricityDay';
import type { NoiseField } from '../../noise';
import type { SimRow } from '../../simulateWorld';
import { marketReportsModule } from '../marketReports/marketReportsModule';
import { interconnectionModule } from './interconnectionModule';

export interface TestWorld {
  rows: Record<string, SimRow[]>;
  /** Rows of other modules and bpm.order-summary, by dataset id. */
  upstream: Record<string, SimRow[]>;
  chainOf: (day: number) => ElectricityDay;
}

export function runInterconnection(noise: NoiseField, from: string, to: string): TestWorld {
  const chains = new Map<number, ElectricityDay>();
  const chainOf = (day: number): ElectricityDay => {
    let e = chains.get(day);
    if (!e) { e = simulateElectricityDay(noise, day); chains.set(day, e); }
    return e;
  };
  const rows: Record<string, SimRow[]> = Object.fromEntries(interconnectionModule.datasets.map((id) => [id, []]));
  const upstream: Record<string, SimRow[]> = { 'bpm.order-summary': [] };
  for (const id of marketReportsModule.datasets) upstream[id] = [];
  for (let day = parseDay(from); day <= parseDay(to); day++) {
    const e = chainOf(day);
    const orders = Array.from({ length: 24 }, (_, h) => {
      const b = e.balancing[h]!;
      return { ts: e.cal.ts + h * MS_PER_HOUR, ...balancingInstructions(noise, day * 24 + h, e.price[h]!, b.systemMarginalPrice, b.smpDirectionId, e.consumption[h]!) };
    });
    const dayRows: Record<string, SimRow[]> = { 'bpm.order-summary': orders };
    for (const id of marketReportsModule.datasets) dayRows[id] = [];
    marketReportsModule.addDay({ noise, e, chainOf, dayRows, push: (id, row) => dayRows[id]!.push(row) });
    for (const [id, list] of Object.entries(dayRows)) upstream[id]!.push(...list);
    interconnectionModule.addDay({ noise, e, chainOf, dayRows, push: (id, row) => rows[id]!.push(row) });
  }
  return { rows, upstream, chainOf };
}
