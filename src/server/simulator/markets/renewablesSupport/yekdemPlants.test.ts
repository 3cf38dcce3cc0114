// YEKDEM's plants are the renewable plants of the licensed registry, in the shares yekdem.ts supports, each for
// ten years from its entry; old-law (USD tariff) plants are those that entered up to the cut-off.
import { describe, expect, it } from 'vitest';
import { simulatePowerPlants } from '../../powerPlants';
import { DEFAULT_SEED } from '../../simulateWorld';
import { OLD_TARIFF_CUTOFF, plantsInYear, yekdemPlants } from './yekdemPlants';

const plants = yekdemPlants(DEFAULT_SEED);
const registry = simulatePowerPlants(DEFAULT_SEED);

describe('the plants in YEKDEM', () => {
  it('are renewable plants of the registry, most of the wind and solar fleet and few dam plants', () => {
    const ids = new Set(registry.map((p) => p.id));
    for (const p of plants) expect(ids.has(p.plant.id)).toBe(true);
    expect(new Set(plants.map((p) => p.plant.source))).toEqual(new Set(['wind', 'sun', 'river', 'dammedHydro', 'geothermal', 'biomass']));
    const share = (source: string) => plants.filter((p) => p.plant.source === source).length / registry.filter((p) => p.source === source).length;
    expect(share('wind')).toBeGreaterThan(0.75);
    expect(share('sun')).toBeGreaterThan(0.85);
    expect(share('dammedHydro')).toBeLessThan(0.3);
  });

  it('are supported for ten calendar years from their entry', () => {
    const p = plants[0]!;
    expect(plantsInYear(plants, p.entryYear)).toContain(p);
    expect(plantsInYear(plants, p.entryYear + 9)).toContain(p);
    expect(plantsInYear(plants, p.entryYear + 10)).not.toContain(p);
    expect(plantsInYear(plants, p.entryYear - 1)).not.toContain(p);
  });

  it('split into old-law capacity (entered up to the cut-off) and new, which together make the year\'s whole list', () => {
    for (const year of [2020, 2024, 2026]) {
      const list = plantsInYear(plants, year);
      const capacity = (xs: typeof list) => xs.reduce((s, p) => s + p.plant.installedCapacity, 0);
      const old = list.filter((p) => p.old);
      const fresh = list.filter((p) => !p.old);
      for (const p of old) expect(`${p.entryYear}-01-01` <= OLD_TARIFF_CUTOFF).toBe(true);
      expect(capacity(old) + capacity(fresh)).toBeCloseTo(capacity(list), 6);
      expect(capacity(list)).toBeGreaterThan(5_000); // gigawatts, as in Turkey's mechanism
    }
    // By 2026 new-law plants have joined.
    expect(plantsInYear(plants, 2026).some((p) => !p.old)).toBe(true);
  });
});
