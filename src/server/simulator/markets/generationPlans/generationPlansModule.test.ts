import { describe, expect, it } from 'vitest';
import { parseDay } from '../../calendar';
import { simulateElectricityDay } from '../../electricityDay';
import { createNoise } from '../../noise';
import { DEFAULT_SEED, type SimRow } from '../../simulateWorld';
import { availableCapacity, installedBySource } from './availableCapacity';
import { GENERATION_PLAN_DATASETS as D, generationPlansModule } from './generationPlansModule';
import { PLAN_COLUMNS } from './planCategories';

const noise = createNoise(DEFAULT_SEED);
const FIRST = parseDay('2024-03-01');
const DAYS = 7;
const rows: Record<string, SimRow[]> = Object.fromEntries(generationPlansModule.datasets.map((id) => [id, []]));
for (let day = FIRST; day < FIRST + DAYS; day++) {
  const e = simulateElectricityDay(noise, day);
  generationPlansModule.addDay({ noise, e, chainOf: (d) => simulateElectricityDay(noise, d), dayRows: {}, push: (id, row) => rows[id]!.push(row) });
}

describe('generation plans module', () => {
  it('writes 24 system rows a day per hourly dataset (no plants × hours) and keeps the investment list a registry', () => {
    for (const id of [D.dpp, D.dppFirstVersion, D.sbfgp, D.aic, D.injection]) expect(rows[id]).toHaveLength(DAYS * 24);
    expect(rows[D.investments]).toHaveLength(0);
    expect(generationPlansModule.registries!(DEFAULT_SEED)[D.investments]!.length).toBeGreaterThan(100);
  });

  it('plans a system total within a few per cent of real-time generation every hour', () => {
    for (let i = 0; i < DAYS * 24; i++) {
      const day = FIRST + Math.floor(i / 24);
      const g = simulateElectricityDay(noise, day).generation[i % 24]!;
      const actual = g.total - g.importExport;
      const plan = Number(rows[D.dpp]![i]!.toplam);
      expect(Math.abs(plan / actual - 1)).toBeLessThan(0.05);
      expect(Math.abs(Number(rows[D.sbfgp]![i]!.toplam) - actual)).toBeLessThan(Math.abs(plan - actual) * 0.3 + 1);
    }
  });

  it('answers toplam as the sum of the source columns in every plan', () => {
    for (const id of [D.dpp, D.dppFirstVersion, D.sbfgp, D.aic]) {
      for (const r of rows[id]!.slice(0, 48)) expect(PLAN_COLUMNS.reduce((a, c) => a + Number(r[c]), 0)).toBeCloseTo(Number(r.toplam), 1);
    }
  });

  it('keeps the available capacity at or under the installed capacity, lowered by the notices in force', () => {
    const installed = installedBySource(noise);
    const full = availableCapacity(installed, 0, [])[0]!;
    const lower = rows[D.aic]!.filter((r) => Number(r.toplam) < Number(Object.values(full).reduce((a, b) => a + b, 0)) - 1);
    expect(lower.length).toBe(rows[D.aic]!.length);
    for (const r of rows[D.aic]!) expect(Number(r.linyit)).toBeLessThanOrEqual(installed.lignite + 0.01);
  });
});
