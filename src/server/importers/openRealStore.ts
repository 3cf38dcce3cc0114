// SIMULATION=off: the server serves only what was imported. A fresh store is claimed for real data, a simulated
// one is refused (the two never mix), and the data range comes from the stored rows.
import type { DataFacts } from '../app-api/registerAppApiRoutes';
import type { SqlDialect } from '../store/sqlDialect';
import type { Store } from '../store/store';
import { claimRealStoreSql, storeKind, storedDataRange } from './realStoreState';

export async function openRealStore(store: Store, dialect: SqlDialect, today: string): Promise<DataFacts> {
  const kind = await storeKind(store);
  if (kind === 'simulated') {
    throw new Error('SIMULATION=off, but this store holds the simulated market; point DATA_DIR (or DATABASE_URL) at a fresh store for real data.');
  }
  if (kind === 'fresh') for (const sql of claimRealStoreSql()) await store.exec(sql);
  const range = await storedDataRange(store, dialect);
  const dataEnd = range?.endDay ?? today;
  return { simulated: false, dataStart: range?.startDay ?? today, dataEnd: () => dataEnd };
}
