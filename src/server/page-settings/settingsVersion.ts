// Settings every server process keeps in memory (page overlays, menu nodes) carry a counter in settings_versions:
// whoever writes them moves it in the same transaction, and each process on PostgreSQL reads the counters about
// once a second and reloads what moved. So an administrator's change through one process shows in every other
// one's answers (and in the keys of their cached answers) within about a second, at the cost of one small query
// per second and process instead of one per request. The embedded DuckDB store has one process: it never watches.
import type { Store, StoreTransaction } from '../store/store';

export type SettingsName = 'page_overlays' | 'menu_nodes' | 'service_limits';

type Db = Pick<Store, 'query'> | StoreTransaction;

/** Moves the counter; call it in the transaction that writes the settings, so it commits with them. */
export async function bumpSettingsVersion(db: Db, name: SettingsName): Promise<void> {
  await db.query('UPDATE settings_versions SET version = version + 1 WHERE name = $1', [name]);
}

export async function readSettingsVersion(db: Db, name: SettingsName): Promise<number> {
  const [row] = await db.query('SELECT CAST(version AS BIGINT) AS version FROM settings_versions WHERE name = $1', [name]);
  return Number(row?.version ?? 0);
}

export interface SettingsWatch { stop(): void }

/**
 * On PostgreSQL, calls `reload` whenever the counter moved from `seen` (read before the settings were loaded);
 * a failed reload is tried again at the next check. Nothing to watch on DuckDB.
 */
export function watchSettingsVersion(store: Store, name: SettingsName, seen: number, reload: () => Promise<void>, options: { everyMs?: number; onError?: (error: Error) => void } = {}): SettingsWatch {
  if (store.dialect !== 'postgres') return { stop: () => undefined };
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    void (async () => {
      // Read before reloading: a change committed meanwhile moves it again, and is loaded at the next check.
      const version = await readSettingsVersion(store, name);
      if (version === seen) return;
      await reload();
      seen = version;
    })().catch((error: Error) => options.onError?.(error)).finally(() => { checking = false; });
  }, options.everyMs ?? 1_000);
  timer.unref(); // never keeps the process alive on its own
  return { stop: () => clearInterval(timer) };
}
