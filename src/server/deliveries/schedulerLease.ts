// One scheduler at a time across server processes on one database: the one holding the lease row runs the
// tick; it renews the lease at each tick, and another process takes it over only once it has run out (a
// process that stopped). One conditional UPDATE (or the first INSERT) decides, atomically on both stores.
import type { Store } from '../store/store';

export const LEASE_MS = 120_000;

export async function takeLease(store: Store, holder: string, at: number): Promise<boolean> {
  return store.transaction(async (tx) => {
    const renewed = await tx.query(
      'UPDATE delivery_scheduler_lease SET holder = $1, until = $2 WHERE id = 1 AND (holder = $1 OR until <= $3) RETURNING id',
      [holder, at + LEASE_MS, at],
    );
    if (renewed.length > 0) return true;
    const taken = await tx.query('INSERT INTO delivery_scheduler_lease (id, holder, until) VALUES (1, $1, $2) ON CONFLICT DO NOTHING RETURNING id', [holder, at + LEASE_MS]);
    return taken.length > 0;
  });
}

export async function releaseLease(store: Store, holder: string): Promise<void> {
  await store.transaction((tx) => tx.query('DELETE FROM delivery_scheduler_lease WHERE id = 1 AND holder = $1', [holder]));
}
