// The store's data version: one counter that moves whenever rows a report may read are written or changed after
// the fact (the world extended, a revision, an import, a sync). Publication needs no bump: what a query may show
// follows from the clock (datasets/publishedBefore.ts). A cached answer is keyed by both, so it stays exactly as
// long as its rows do, in every server process sharing the store. The embedded DuckDB file is locked to one
// process, so there the count of its own writes (Store.localChanges) serves, without a query.
import type { Store } from './store';

/** Moves the counter; call it through exec inside the writer's own transaction, so it commits with the rows. */
export async function bumpDataVersion(store: Pick<Store, 'exec'>): Promise<void> {
  await store.exec('UPDATE data_version SET version = version + 1 WHERE id = 1');
}

/** The version: from memory for a store only this process writes, else from the store (every process's writes). */
export async function readDataVersion(store: Pick<Store, 'query' | 'localChanges'>): Promise<number> {
  if (store.localChanges) return store.localChanges();
  const [row] = await store.query('SELECT CAST(version AS BIGINT) AS version FROM data_version WHERE id = 1');
  return Number(row?.version ?? 0);
}
