// What every market module (electricity or gas) owes the world, checked once for all of them by the registries'
// tests: its datasets are registered, each belongs to one module only, and a short world fills each with exactly
// the registry's fields. Each module's own tests prove its market's identities.
import { beforeAll, describe, expect, it } from 'vitest';
import { findDataset } from '../datasets/datasets';
import { DEFAULT_SEED, simulateWorld, type SimulatedWorld } from './simulateWorld';

interface Module { readonly name: string; readonly datasets: readonly string[] }

export function modulesFillTheirDatasets(title: string, modules: readonly Module[], range: { startDay: string; endDay: string }): void {
  let world: SimulatedWorld;
  beforeAll(() => {
    world = simulateWorld({ seed: DEFAULT_SEED, ...range });
  });

  describe(title, () => {
    it('claim each dataset once', () => {
      const ids = modules.flatMap((m) => m.datasets);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it.each(modules.map((m) => [m.name, m] as const))('%s registers its datasets and fills each with the registry\'s fields', (_name, module) => {
      expect(module.datasets.length).toBeGreaterThan(0);
      for (const id of module.datasets) {
        const dataset = findDataset(id);
        expect(dataset, id).toBeDefined();
        const first = world.datasets[id]?.[0];
        expect(first, id).toBeDefined();
        const time = dataset!.grain === 'none' ? [] : ['ts'];
        // A rolled-up dataset is simulated as its rollup (no member dimensions), as simulateWorld.test.ts checks too.
        const dims = dataset!.rollupTable ? [] : dataset!.dimensions.map((d) => d.name);
        expect(Object.keys(first!).sort(), id).toEqual([...time, ...dims, ...dataset!.fields.map((f) => f.name)].sort());
      }
    });
  });
}
