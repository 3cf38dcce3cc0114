// Runs the transactional writers of one store (world extension, revisions) one after another in this process.
// The store adapters open a transaction on a shared connection (exec), so two interleaved transactions would
// end up in one; until the store offers its own transactions, writers queue here. Across processes the
// writers guard themselves in the database (see seedWorld's compare-and-set).
import type { Store } from '../store/store';

const queues = new WeakMap<Store, Promise<unknown>>();

export function serializeWrites<T>(store: Store, work: () => Promise<T>): Promise<T> {
  const run = (queues.get(store) ?? Promise.resolve()).catch(() => undefined).then(work);
  queues.set(store, run);
  return run;
}
