import { describe, expect, it } from 'vitest';
import { createNoise, streamId } from '../../noise';
import { simulateElectricityDay } from '../../electricityDay';
import { PLAN_ERROR_BOUND } from '../marketReports/finalProductionProgramme';
import { planError, planErrorWithSpread } from '../marketReports/finalProductionProgramme';
import { FIRST_VERSION_BOUND, PLAN_SPREAD, SETTLEMENT_CLOSES, sourcePlans } from './sourcePlans';
import type { PlannedSource } from './planCategories';

const noise = createNoise(42);
const FIRST_DAY = 19_723; // 2024-01-01
const DAYS = 60;

/** Mean absolute relative error of the final plan against generation, by source, over DAYS days. */
function planErrors(): Map<PlannedSource, { err: number; n: number; max: number }> {
  const out = new Map<PlannedSource, { err: number; n: number; max: number }>();
  for (let day = FIRST_DAY; day < FIRST_DAY + DAYS; day++) {
    const e = simulateElectricityDay(noise, day);
    for (let h = 0; h < 24; h++) {
      const g = e.generation[h]!;
      const plans = sourcePlans(noise, day * 24 + h, g);
      for (const s of ['naturalGas', 'lignite', 'wind', 'sun', 'dammedHydro'] as const) {
        if (g[s] < 50) continue;
        const rel = Math.abs(plans.final[s] / g[s] - 1);
        const acc = out.get(s) ?? { err: 0, n: 0, max: 0 };
        acc.err += rel; acc.n++; acc.max = Math.max(acc.max, rel);
        out.set(s, acc);
      }
    }
  }
  return out;
}

describe('sourcePlans', () => {
  const errors = planErrors();
  const mean = (s: PlannedSource) => errors.get(s)!.err / errors.get(s)!.n;

  it('misses thermal generation by about 1 % and never by more than the plan error bound', () => {
    for (const s of ['naturalGas', 'lignite', 'dammedHydro'] as const) {
      expect(mean(s)).toBeGreaterThan(0.005);
      expect(mean(s)).toBeLessThan(0.015);
      expect(errors.get(s)!.max).toBeLessThanOrEqual(PLAN_ERROR_BOUND + 1e-3);
    }
  });

  it('misses wind and solar by several times more than thermal plants, within their own bound', () => {
    expect(mean('wind')).toBeGreaterThan(2.5 * mean('naturalGas'));
    expect(mean('sun')).toBeGreaterThan(2 * mean('naturalGas'));
    expect(mean('wind')).toBeLessThan(0.06);
    expect(errors.get('wind')!.max).toBeLessThanOrEqual(PLAN_SPREAD.wind * PLAN_ERROR_BOUND + 1e-3);
  });

  it('keeps the first version within a small revision of the final and the settlement plan between plan and output', () => {
    const e = simulateElectricityDay(noise, FIRST_DAY + 100);
    for (let h = 0; h < 24; h++) {
      const g = e.generation[h]!;
      const p = sourcePlans(noise, (FIRST_DAY + 100) * 24 + h, g);
      for (const s of ['naturalGas', 'wind', 'importCoal'] as const) {
        if (g[s] < 50) continue;
        expect(Math.abs(p.firstVersion[s] / p.final[s] - 1)).toBeLessThanOrEqual(FIRST_VERSION_BOUND + 1e-3);
        expect(Math.abs(p.settlementBased[s] - g[s])).toBeLessThanOrEqual((1 - SETTLEMENT_CLOSES) * Math.abs(p.final[s] - g[s]) + 0.02);
      }
    }
  });

  it('gives the same plan for the same hour, and leaves the daily report programme as it was', () => {
    const g = simulateElectricityDay(noise, FIRST_DAY).generation[5]!;
    expect(sourcePlans(createNoise(42), FIRST_DAY * 24 + 5, g)).toEqual(sourcePlans(noise, FIRST_DAY * 24 + 5, g));
    // The spread variant added for this module must not move the system programme other reports show:
    // planError is still 1.2 % × a normal draw of the kgup.planError stream, cut at ±4 %.
    for (let x = 0; x < 2000; x += 37) {
      const original = Math.max(-0.04, Math.min(0.04, 0.012 * noise.normal(streamId('kgup.planError'), x)));
      expect(planError(noise, x)).toBe(original);
      expect(planErrorWithSpread(noise, x, 0, 1)).toBe(original);
    }
  });
});
