import { describe, expect, it } from 'vitest';
import { MS_PER_DAY, parseDay } from '../../calendar';
import { simulateElectricityDay, type ElectricityDay } from '../../electricityDay';
import { createNoise } from '../../noise';
import { DEFAULT_SEED, type SimRow } from '../../simulateWorld';
import { CONSUMPTION_METERING_DATASETS as D, consumptionMeteringModule } from './consumptionMeteringModule';

const noise = createNoise(DEFAULT_SEED);
const chains = new Map<number, ElectricityDay>();
const chainOf = (day: number) => {
  let e = chains.get(day);
  if (!e) { e = simulateElectricityDay(noise, day); chains.set(day, e); }
  return e;
};
const rows: Record<string, SimRow[]> = Object.fromEntries(consumptionMeteringModule.datasets.map((id) => [id, []]));
for (let day = parseDay('2024-06-30'); day <= parseDay('2024-07-31'); day++) {
  consumptionMeteringModule.addDay({ noise, e: chainOf(day), chainOf, dayRows: {}, push: (id, row) => rows[id]!.push(row) });
}
const JULY = Date.UTC(2024, 6, 1);
const inJuly = (id: string) => rows[id]!.filter((r) => (r.ts as number) >= JULY);
const sum = (rs: readonly SimRow[], field: string) => rs.reduce((s, r) => s + (r[field] as number), 0);

describe('consumption metering module', () => {
  it('writes 24 hourly withdrawal rows and one liability row a day, and the monthly tables only on the month\'s first day', () => {
    expect(rows[D.uecm]).toHaveLength(32 * 24);
    expect(rows[D.stUecm]).toHaveLength(32 * 24);
    expect(rows[D.underSupplyLiability]).toHaveLength(32);
    expect(new Set(rows[D.consumptionQuantity]!.map((r) => r.ts))).toEqual(new Set([JULY]));
    expect(rows[D.percentage]).toHaveLength(81);
  });

  it('reconciles the month\'s UEÇM with its real-time consumption within the 2.1 % transmission losses', () => {
    let consumed = 0;
    for (let d = 0; d < 31; d++) for (let h = 0; h < 24; h++) consumed += chainOf(parseDay('2024-07-01') + d).consumption[h]!;
    const withdrawn = sum(inJuly(D.uecm), 'swv');
    expect(Math.abs(1 - withdrawn / consumed - 0.021)).toBeLessThan(0.002);
  });

  it('adds the eligible withdrawal and the withdrawal under supply liability up to UEÇM, every day', () => {
    for (const day of inJuly(D.underSupplyLiability)) {
      const ts = day.ts as number;
      const hours = (id: string) => rows[id]!.filter((r) => (r.ts as number) >= ts && (r.ts as number) < ts + MS_PER_DAY);
      expect(Math.round((sum(hours(D.stUecm), 'st') + (day.wqusl as number)) * 100)).toBe(Math.round(sum(hours(D.uecm), 'swv') * 100));
    }
  });

  it('gives the province and sector table of July exactly July\'s settlement withdrawal, in whole MWh', () => {
    const month = inJuly(D.consumptionQuantity);
    expect(sum(month, 'serbestTuketiciTuketimMiktari')).toBe(Math.round(sum(inJuly(D.stUecm), 'st')));
    expect(sum(rows[D.percentage]!, 'generalTotal')).toBe(Math.round(sum(inJuly(D.uecm), 'swv')));
  });

  it('answers the demand forecast once per world as a list without a time axis', () => {
    const registry = consumptionMeteringModule.registries!(DEFAULT_SEED)[D.demandForecast]!;
    expect(registry.length).toBeGreaterThan(0);
    expect(registry[0]).not.toHaveProperty('ts');
  });
});
