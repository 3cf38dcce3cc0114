// A store holds either the simulated market or real imported data, never both: world_state.simulated says which.
// Imports and `SIMULATION=off` claim a fresh store for real data; a simulated store refuses them.
import { datasets } from '../datasets/datasets';
import type { SqlDialect } from '../store/sqlDialect';
import type { Store } from '../store/store';

export const SIMULATED_STORE_MESSAGE =
  'this store holds the simulated market (world_state simulated=true); real data cannot be mixed into it. ' +
  'Point DATA_DIR (or DATABASE_URL) at a fresh store, start it once with SIMULATION=off (or import into it directly), then import again.';

/** 'simulated', 'real', or 'fresh' when nothing has claimed the store yet. */
export async function storeKind(store: Store): Promise<'simulated' | 'real' | 'fresh'> {
  const rows = await store.query("SELECT value FROM world_state WHERE key = 'simulated'");
  if (rows.length === 0) return 'fresh';
  return rows[0]!.value === 'true' ? 'simulated' : 'real';
}

/** SQL (for exec, inside the caller's transaction) that records the store as holding real data. */
export function claimRealStoreSql(): string[] {
  return ["DELETE FROM world_state WHERE key = 'simulated'", "INSERT INTO world_state VALUES ('simulated', 'false')"];
}

/** First and last day with data over the time-grained tables, or undefined for an empty store. */
export async function storedDataRange(store: Store, dialect: SqlDialect): Promise<{ startDay: string; endDay: string } | undefined> {
  let first: string | undefined;
  let last: string | undefined;
  for (const d of datasets) {
    if (d.grain === 'none' || d.viewOf) continue;
    const table = d.rollupTable ?? d.table;
    const [row] = await store.query(`SELECT ${dialect.isoWall('MIN(ts)')} AS first, ${dialect.isoWall('MAX(ts)')} AS last FROM ${table}`);
    const f = row?.first; const l = row?.last;
    if (typeof f === 'string' && (!first || f < first)) first = f;
    if (typeof l === 'string' && (!last || l > last)) last = l;
  }
  return first && last ? { startDay: first.slice(0, 10), endDay: last.slice(0, 10) } : undefined;
}
