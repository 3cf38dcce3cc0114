// What every market module owes the world, checked once for all of them: its datasets are registered, each
// belongs to one module only, and a short world (across a month's first day, for the monthly ones) fills each
// with exactly the registry's fields. Each module's own tests prove its market's identities.
import { beforeAll, describe, expect, it } from 'vitest';
import { findDataset } from '../../datasets/datasets';
import { DEFAULT_SEED, simulateWorld, type SimulatedWorld } from '../simulateWorld';
import { marketDayModules } from './marketDayModules';

let world: SimulatedWorld;
beforeAll(() => {
  world = simulateWorld({ seed: DEFAULT_SEED, startDay: '2024-07-29', endDay: '2024-08-02' });
});

describe('the market modules', () => {
  it('claim each dataset once', () => {
    const ids = marketDayModules.flatMap((m) => m.datasets);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(marketDayModules.map((m) => [m.name, m] as const))('%s registers its datasets and fills each with the registry\'s fields', (_name, module) => {
    expect(module.datasets.length).toBeGreaterThan(0);
    for (const id of module.datasets) {
      const dataset = findDataset(id);
      expect(dataset, id).toBeDefined();
      const first = world.datasets[id]?.[0];
      expect(first, id).toBeDefined();
      const time = dataset!.grain === 'none' ? [] : ['ts'];
      expect(Object.keys(first!).sort(), id).toEqual([...time, ...dataset!.dimensions.map((d) => d.name), ...dataset!.fields.map((f) => f.name)].sort());
    }
  });
});
