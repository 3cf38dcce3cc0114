import { describe, expect, it } from 'vitest';
import { createNoise } from '../../noise';
import { simulateElectricityDay } from '../../electricityDay';
import { METERING_BOUND, injectionQuantity } from './injectionQuantity';
import { PLANNED_SOURCES } from './planCategories';

const noise = createNoise(42);

describe('injectionQuantity', () => {
  it('reconciles with real-time generation: sources within 1 %, exchange split exactly into imports and exports', () => {
    for (const day of [19_750, 20_100, 20_300]) {
      const e = simulateElectricityDay(noise, day);
      for (let h = 0; h < 24; h++) {
        const g = e.generation[h]!;
        const row = injectionQuantity(noise, day * 24 + h, g);
        const realtime = PLANNED_SOURCES.reduce((a, s) => a + g[s], 0);
        const metered = row.total! - row.internationalImport!;
        expect(Math.abs(metered / realtime - 1)).toBeLessThanOrEqual(METERING_BOUND + 1e-4);
        expect(row.internationalImport! - row.internationalExport!).toBeCloseTo(g.importExport, 1);
        expect(Math.min(row.internationalImport!, row.internationalExport!)).toBe(0);
        expect(Math.abs(row.wind! / Math.max(g.wind, 1) - 1)).toBeLessThanOrEqual(METERING_BOUND + 1e-3);
      }
    }
  });

  it('has a total that is the sum of its source and import columns', () => {
    const e = simulateElectricityDay(noise, 20_000);
    const row = injectionQuantity(noise, 20_000 * 24 + 12, e.generation[12]!);
    const parts = Object.entries(row).filter(([k]) => k !== 'total' && k !== 'internationalExport').reduce((a, [, v]) => a + v, 0);
    expect(row.total).toBeCloseTo(parts, 1);
  });
});
