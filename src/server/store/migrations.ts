// Versioned schema of the store. Dataset tables come from the dataset registry; the rest is platform state.
// Each migration runs once, in order, and is recorded in schema_migrations.
import { datasets } from '../datasets/datasets';
import type { Store } from './store';

interface Migration { version: number; name: string; sql: (store: Store) => string[] }

function datasetTables(): string[] {
  return datasets.flatMap((d) => {
    const columns = [...(d.grain === 'none' ? [] : ['ts TIMESTAMP NOT NULL']), ...[...d.dimensions, ...d.fields].map((f) => `"${f.name}" ${f.type}`)];
    // A rolled-up dataset stores the rollup; its per-member relation is derived from it (seed/buildPlantShares.ts).
    const tables = d.rollupTable ? [] : [`CREATE TABLE IF NOT EXISTS ${d.table} (${columns.join(', ')})`];
    if (d.rollupTable) {
      const rollupColumns = ['ts TIMESTAMP NOT NULL', ...d.fields.map((f) => `"${f.name}" ${f.type}`)];
      tables.push(`CREATE TABLE IF NOT EXISTS ${d.rollupTable} (${rollupColumns.join(', ')})`);
    }
    return tables;
  });
}

export const migrations: readonly Migration[] = [
  { version: 1, name: 'dataset tables', sql: () => datasetTables() },
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
];

export async function migrate(store: Store): Promise<void> {
  await store.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name VARCHAR NOT NULL, applied_at TIMESTAMP NOT NULL)');
  const applied = new Set((await store.query('SELECT version FROM schema_migrations')).map((r) => Number(r.version)));
  for (const m of migrations) {
    if (applied.has(m.version)) continue;
    for (const statement of m.sql(store)) await store.exec(statement);
    await store.query('INSERT INTO schema_migrations VALUES ($1, $2, now())', [m.version, m.name]);
  }
}
