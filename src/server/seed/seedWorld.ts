// Fills the embedded store with the simulated market on first start, and extends it when the server starts
// again later (up to tomorrow, so day-ahead results can be published). Published rows never change: an
// extension only appends rows after the stored end. Everything is written in one transaction.
import { datasets } from '../datasets/datasets';
import { simulateWorld, DEFAULT_SEED } from '../simulator/simulateWorld';
import type { Store } from '../store/store';
import { buildPlantShares } from './buildPlantShares';

export interface SeedOptions { startDay: string; endDay: string; seed?: number; log?: (message: string) => void }
export interface SeedResult { action: 'created' | 'extended' | 'unchanged'; startDay: string; endDay: string; milliseconds: number }

export async function seedWorld(store: Store, options: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const seed = options.seed ?? DEFAULT_SEED;
  const state = Object.fromEntries((await store.query('SELECT key, value FROM world_state')).map((r) => [r.key, r.value]));
  const storedEnd = state.endDay as string | undefined;
  const startDay = (state.startDay as string | undefined) ?? options.startDay;
  if (storedEnd && storedEnd >= options.endDay) return { action: 'unchanged', startDay, endDay: storedEnd, milliseconds: 0 };
  if (storedEnd && Number(state.seed) !== seed) throw new Error(`the store was built with seed ${String(state.seed)}, not ${seed}; use another DATA_DIR`);

  options.log?.(storedEnd ? `extending the simulated market from ${storedEnd} to ${options.endDay}…` : `building the simulated market ${startDay} → ${options.endDay}…`);
  // The simulation is causal and deterministic: re-running it to a later end gives the same earlier rows.
  const world = simulateWorld({ seed, startDay, endDay: options.endDay });
  const after = storedEnd ? Date.UTC(...dayParts(storedEnd)) + 86_400_000 : Number.NEGATIVE_INFINITY;

  await store.exec('BEGIN TRANSACTION');
  try {
    for (const dataset of datasets) {
      const rows = world.datasets[dataset.id];
      if (!rows) throw new Error(`the simulator produced no rows for ${dataset.id}`);
      if (dataset.grain === 'none') {
        if (storedEnd) continue; // registry data was written with the first build
        await store.insertRows(dataset.table, [...dataset.dimensions, ...dataset.fields], rows, false);
        continue;
      }
      const fresh = rows.filter((r) => (r.ts as number) >= after);
      const target = dataset.rollupTable ?? dataset.table;
      const fields = dataset.rollupTable ? dataset.fields : [...dataset.dimensions, ...dataset.fields];
      await store.insertRows(target, fields, fresh, true);
    }
    await buildPlantShares(store, storedEnd ?? null);
    for (const [key, value] of Object.entries({ startDay, endDay: options.endDay, seed: String(seed), simulated: 'true' })) {
      await store.query('DELETE FROM world_state WHERE key = $1', [key]);
      await store.query('INSERT INTO world_state VALUES ($1, $2)', [key, value]);
    }
    await store.exec('COMMIT');
  } catch (error) {
    await store.exec('ROLLBACK');
    throw error;
  }
  return { action: storedEnd ? 'extended' : 'created', startDay, endDay: options.endDay, milliseconds: Date.now() - started };
}

function dayParts(day: string): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return [y, m - 1, d];
}
