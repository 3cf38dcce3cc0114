// Fills the embedded store with the simulated market on first start, and extends it when the server starts
// again later or a day passes (up to tomorrow, so day-ahead results can be published). Published rows never
// change: an extension only appends rows after the stored end. Everything is written in one transaction, and
// the stored end is moved by compare-and-set, so two extensions racing each other cannot both append. On
// PostgreSQL, server processes sharing the database also build or extend one at a time (an advisory lock held
// from reading the stored end to the commit): the one that waited then reads the other's end and has nothing to do.
import { datasets } from '../datasets/datasets';
import { simulateWorld, DEFAULT_SEED } from '../simulator/simulateWorld';
import { serializeWrites } from '../publication/serializeWrites';
import { sqlName } from '../store/sqlIdentifier';
import type { Store } from '../store/store';
import { buildPlantShares } from './buildPlantShares';
import { bumpDataVersion } from '../store/dataVersion';

export interface SeedOptions { startDay: string; endDay: string; seed?: number; log?: (message: string) => void }
export interface SeedResult { action: 'created' | 'extended' | 'unchanged'; startDay: string; endDay: string; milliseconds: number }

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function seedWorld(store: Store, options: SeedOptions): Promise<SeedResult> {
  return serializeWrites(store, () => (store.dialect === 'postgres' ? oneProcessAtATime(store, () => seedNow(store, options)) : seedNow(store, options)));
}

/** Any number for pg_advisory_xact_lock, as long as nothing else in the database takes it (migrations.ts: 72_770_101). */
const WORLD_LOCK = 72_770_102;

/**
 * Runs `work` while holding the world's lock: a transaction of its own that takes it and waits, released when
 * `work` ends either way. The writes stay on the store's write connection, as without the lock.
 */
function oneProcessAtATime<T>(store: Store, work: () => Promise<T>): Promise<T> {
  return store.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [WORLD_LOCK]);
    return work();
  });
}

async function seedNow(store: Store, options: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const seed = options.seed ?? DEFAULT_SEED;
  if (!DAY_PATTERN.test(options.startDay) || !DAY_PATTERN.test(options.endDay) || !Number.isInteger(seed)) {
    throw new Error(`seedWorld needs YYYY-MM-DD days and an integer seed, not ${options.startDay}, ${options.endDay}, ${seed}`);
  }
  const state = await readWorldState(store);
  const storedEnd = state.endDay;
  const startDay = state.startDay ?? options.startDay;
  if (storedEnd && Number(state.seed) !== seed) throw new Error(`the store was built with seed ${String(state.seed)}, not ${seed}; use another DATA_DIR`);
  // Datasets added to the code after this store was built get the whole stored range. The store lists the
  // datasets it was built with; a store from before that list knows them by their empty tables.
  const added = !storedEnd ? new Set<string>() : state.datasets !== undefined ? datasetsNotIn(state.datasets) : await datasetsWithoutRows(store);
  const endDay = storedEnd && storedEnd > options.endDay ? storedEnd : options.endDay;
  if (storedEnd && storedEnd >= options.endDay && added.size === 0) return { action: 'unchanged', startDay, endDay: storedEnd, milliseconds: 0 };

  options.log?.(storedEnd ? `extending the simulated market from ${storedEnd} to ${endDay}…` : `building the simulated market ${startDay} → ${endDay}…`);
  if (added.size > 0) options.log?.(`filling datasets new to this store: ${[...added].join(', ')}`);
  // Every simulated value is a pure function of the seed and its own day (simulateWorld.ts), so an extension
  // simulates only the new days: milliseconds instead of re-running years, which would hold up requests.
  const after = storedEnd ? Date.UTC(...dayParts(storedEnd)) + 86_400_000 : Number.NEGATIVE_INFINITY;
  const world = added.size > 0 || !storedEnd
    ? simulateWorld({ seed, startDay, endDay })
    : simulateWorld({ seed, startDay: new Date(after).toISOString().slice(0, 10), endDay });

  await store.exec('BEGIN TRANSACTION');
  try {
    // First, inside the transaction: claim the new end (see moveWorldEnd). A competitor blocks or fails here.
    await moveWorldEnd(store, storedEnd, { startDay, endDay, seed: String(seed), simulated: 'true', datasets: datasets.map((d) => d.id).join(',') });
    for (const dataset of datasets) {
      if (dataset.viewOf) continue; // a view over another dataset's rows (datasetDefinition.ts): nothing to write
      const rows = world.datasets[dataset.id];
      if (!rows) throw new Error(`the simulator produced no rows for ${dataset.id}`);
      const isNew = added.has(dataset.id);
      if (dataset.grain === 'none') {
        if (storedEnd && !isNew) continue; // registry data was written with the first build
        await store.insertRows(dataset.table, [...dataset.dimensions, ...dataset.fields], rows, false);
        continue;
      }
      const fresh = isNew ? rows : rows.filter((r) => (r.ts as number) >= after);
      const target = dataset.rollupTable ?? dataset.table;
      const fields = dataset.rollupTable ? dataset.fields : [...dataset.dimensions, ...dataset.fields];
      await store.insertRows(target, fields, fresh, true);
    }
    await buildPlantShares(store, storedEnd ?? null);
    await bumpDataVersion(store);
    await store.exec('COMMIT');
  } catch (error) {
    await store.exec('ROLLBACK');
    // Lost a race to another extension (another process on the same database): its rows are as good as ours.
    const now = await readWorldState(store);
    if (now.endDay && now.endDay >= endDay && added.size === 0) return { action: 'unchanged', startDay, endDay: now.endDay, milliseconds: 0 };
    throw error;
  }
  return { action: storedEnd ? 'extended' : 'created', startDay, endDay, milliseconds: Date.now() - started };
}

/** Ids of the datasets whose stored table (the rollup, for a rolled-up one) has no row yet. */
/** The registry's datasets missing from a stored list (comma-separated ids). */
function datasetsNotIn(stored: string): Set<string> {
  const known = new Set(stored.split(','));
  return new Set(datasets.map((d) => d.id).filter((id) => !known.has(id)));
}

async function datasetsWithoutRows(store: Store): Promise<Set<string>> {
  const empty = new Set<string>();
  for (const dataset of datasets) {
    const rows = await store.query(`SELECT 1 AS present FROM ${sqlName(dataset.rollupTable ?? dataset.table)} LIMIT 1`);
    if (rows.length === 0) empty.add(dataset.id);
  }
  return empty;
}

async function readWorldState(store: Store): Promise<Record<string, string>> {
  return Object.fromEntries((await store.query('SELECT key, value FROM world_state')).map((r) => [String(r.key), String(r.value)]));
}

/**
 * Moves the stored end by compare-and-set: the old row is deleted only if it still holds the end this run
 * started from, so if another extension got there first, the INSERT hits the primary key and the whole
 * transaction rolls back. The statements go through exec, which runs on the transaction's connection.
 */
async function moveWorldEnd(store: Store, storedEnd: string | undefined, state: Record<string, string>): Promise<void> {
  await store.exec("DELETE FROM world_state WHERE key = 'endDay' AND value = $1", [storedEnd ?? '']);
  for (const [key, value] of Object.entries(state)) {
    if (key !== 'endDay') await store.exec('DELETE FROM world_state WHERE key = $1', [key]);
    await store.exec('INSERT INTO world_state VALUES ($1, $2)', [key, value]);
  }
}

function dayParts(day: string): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return [y, m - 1, d];
}
