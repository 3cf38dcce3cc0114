// The congestion cost of a day by city (congestion-cost): what the grid constraints cost the system, i.e. the
// 1-coded balancing instructions (bpmInstructionsByCode.ts) paid beyond a reference price. Up instructions (YAL)
// cost quantity × (their weighted average price − reference); down instructions (YAT) cost quantity ×
// (reference − their weighted average price). The reference is the hour's MCP (PTF) or SMP (SMF), the request's
// priceType. The day's total is shared, to the kuruş, over the 4–8 constrained cities named that day, weighted
// by how often each region is the bottleneck (Thrace and the Marmara load centre, the south-east and the
// north-east hydro basins). The cities' costs add up to the day's total.
import { streamId, type NoiseField } from '../../noise';
import { apportion } from '../marketReports/apportion';

const N_PICK = streamId('interconnection.congestion.pick');
const N_WEIGHT = streamId('interconnection.congestion.weight');

/** Constrained cities and how often each is the bottleneck. */
export const CONGESTION_CITIES: readonly { name: string; weight: number }[] = [
  { name: 'İstanbul', weight: 9 }, { name: 'Kocaeli', weight: 6 }, { name: 'Tekirdağ', weight: 5 }, { name: 'Kırklareli', weight: 4 },
  { name: 'Çanakkale', weight: 4 }, { name: 'İzmir', weight: 5 }, { name: 'Adana', weight: 4 }, { name: 'Hatay', weight: 3 },
  { name: 'Kahramanmaraş', weight: 3 }, { name: 'Şanlıurfa', weight: 3 }, { name: 'Diyarbakır', weight: 3 }, { name: 'Elazığ', weight: 3 },
  { name: 'Erzurum', weight: 2 }, { name: 'Artvin', weight: 3 }, { name: 'Samsun', weight: 2 }, { name: 'Ankara', weight: 3 },
];

export const ORDER_TYPES = { up: 'YAL', down: 'YAT' } as const;
export const PRICE_TYPES = { mcp: 'PTF', smp: 'SMF' } as const;

/** The hour's 1-coded instructions as the published reports hold them: MWh and TL/MWh. */
export interface ConstraintHour {
  upQuantity: number; upAverage: number; downQuantity: number; downAverage: number; mcp: number; smp: number;
}

/** The day's congestion cost, TL, per order type and price type. */
export function dayCongestionCost(hours: readonly ConstraintHour[]): Record<string, Record<string, number>> {
  const total = { YAL: { PTF: 0, SMF: 0 }, YAT: { PTF: 0, SMF: 0 } } as Record<string, Record<string, number>>;
  for (const h of hours) {
    total.YAL!.PTF! += h.upQuantity * (h.upAverage - h.mcp);
    total.YAL!.SMF! += h.upQuantity * (h.upAverage - h.smp);
    total.YAT!.PTF! += h.downQuantity * (h.mcp - h.downAverage);
    total.YAT!.SMF! += h.downQuantity * (h.smp - h.downAverage);
  }
  return total;
}

/** The day's constrained cities and each one's share weight. */
export function constrainedCities(noise: NoiseField, day: number): { name: string; weight: number }[] {
  const count = 4 + Math.floor(5 * noise.uniform(N_PICK, day * 64));
  const scored = CONGESTION_CITIES.map((c, i) => ({ c, score: Math.pow(noise.uniform(N_PICK, day * 64 + 1 + i), 1 / c.weight) }));
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, count).map(({ c }, i) => ({ name: c.name, weight: c.weight * (0.4 + noise.uniform(N_WEIGHT, day * 64 + i)) }));
}

/** A day's total shared over the cities in whole kuruş (a negative total is shared as such). */
export function shareOverCities(total: number, cities: readonly { name: string; weight: number }[]): number[] {
  const kurus = Math.round(total * 100);
  const parts = apportion(Math.abs(kurus), cities.map((c) => c.weight));
  return parts.map((p) => (Math.sign(kurus) * p) / 100);
}
