// Versioned schema of the store. Dataset tables come from the dataset registry; the rest is platform state.
// Each migration runs once, in order, and is recorded in schema_migrations; tables of datasets added since are
// created on every start.
import { datasets } from '../datasets/datasets';
import { columnType } from './sqlDialect';
import type { Store } from './store';

interface Migration { version: number; name: string; sql: (store: Store) => string[] }

function datasetTables(store: Store): string[] {
  return datasets.flatMap((d) => {
    const columns = [...(d.grain === 'none' ? [] : ['ts TIMESTAMP NOT NULL']), ...[...d.dimensions, ...d.fields].map((f) => `"${f.name}" ${columnType(f.type, store)}`)];
    // A rolled-up dataset stores the rollup; its per-member relation is derived from it (seed/buildPlantShares.ts).
    const tables = d.rollupTable ? [] : [`CREATE TABLE IF NOT EXISTS ${d.table} (${columns.join(', ')})`];
    if (d.rollupTable) {
      const rollupColumns = ['ts TIMESTAMP NOT NULL', ...d.fields.map((f) => `"${f.name}" ${columnType(f.type, store)}`)];
      tables.push(`CREATE TABLE IF NOT EXISTS ${d.rollupTable} (${rollupColumns.join(', ')})`);
    }
    // PostgreSQL finds a date range through an index on ts; DuckDB's zone maps do that without one.
    if (store.dialect === 'postgres' && d.grain !== 'none') tables.push(`CREATE INDEX IF NOT EXISTS ${d.rollupTable ?? d.table}_ts ON ${d.rollupTable ?? d.table} (ts)`);
    return tables;
  });
}

export const migrations: readonly Migration[] = [
  { version: 1, name: 'dataset tables', sql: (store) => datasetTables(store) },
  {
    version: 2,
    name: 'page overlays and world state',
    sql: () => [
      `CREATE TABLE IF NOT EXISTS page_overlays (
         page_id BIGINT PRIMARY KEY, description_tr VARCHAR, description_en VARCHAR,
         range_type VARCHAR, range_max_value INTEGER, keywords_tr VARCHAR, keywords_en VARCHAR,
         update_time VARCHAR, changed_at TIMESTAMP NOT NULL)`,
      `CREATE TABLE IF NOT EXISTS world_state (key VARCHAR PRIMARY KEY, value VARCHAR NOT NULL)`,
    ],
  },
  {
    version: 3,
    name: 'revisions of published rows',
    // The record of every change to a published row (src/server/publication/reviseRows.ts); values as JSON text.
    sql: () => [
      'CREATE SEQUENCE IF NOT EXISTS revision_ids START 1',
      `CREATE TABLE IF NOT EXISTS revisions (
         id BIGINT PRIMARY KEY DEFAULT nextval('revision_ids'), dataset VARCHAR NOT NULL,
         ts_from TIMESTAMP NOT NULL, ts_to TIMESTAMP NOT NULL, reason VARCHAR NOT NULL,
         old_values VARCHAR NOT NULL, new_values VARCHAR NOT NULL, revised_at TIMESTAMP NOT NULL)`,
    ],
  },
  {
    version: 4,
    name: 'menu nodes',
    // The menu tree (src/server/menu/README.md): synced from the files at start, except rows an administrator changed.
    sql: () => [
      `CREATE TABLE IF NOT EXISTS menu_nodes (
         id BIGINT PRIMARY KEY, parent_id BIGINT, kind VARCHAR NOT NULL, label_tr VARCHAR NOT NULL,
         label_en VARCHAR NOT NULL, menu_order INTEGER NOT NULL, nofav BOOLEAN NOT NULL, external_self BOOLEAN NOT NULL,
         url_tr VARCHAR, url_en VARCHAR, changed_by_admin BOOLEAN NOT NULL DEFAULT false, changed_at TIMESTAMP)`,
    ],
  },
];

export async function migrate(store: Store): Promise<void> {
  await underLock(store, () => store.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name VARCHAR NOT NULL, applied_at TIMESTAMP NOT NULL)'));
  await underLock(store, async () => {
    // Read under the lock: a process that waited for another one sees what that one applied.
    const applied = new Set((await store.query('SELECT version FROM schema_migrations')).map((r) => Number(r.version)));
    for (const m of migrations) {
      if (applied.has(m.version)) continue;
      for (const statement of m.sql(store)) await store.exec(statement);
      await store.exec(`INSERT INTO schema_migrations VALUES (${m.version}, '${m.name.replaceAll("'", "''")}', now())`);
    }
    // A dataset added to the registry after a store was created gets its table on the next start (seedWorld then
    // fills it). Changing the columns of an existing dataset still needs a numbered migration above.
    for (const statement of datasetTables(store)) await store.exec(statement);
  });
}

/** Any number for pg_advisory_xact_lock, as long as nothing else in the database takes the same one. */
const MIGRATION_LOCK = 72_770_101;

/**
 * One transaction, and on PostgreSQL a lock held until it ends: server processes starting together on one
 * database migrate one after another instead of racing on CREATE TABLE; a failed migration leaves nothing.
 */
async function underLock(store: Store, work: () => Promise<void>): Promise<void> {
  await store.exec('BEGIN TRANSACTION');
  try {
    if (store.dialect === 'postgres') await store.exec(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await work();
  } catch (error) {
    await store.exec('ROLLBACK');
    throw error;
  }
  await store.exec('COMMIT');
}
