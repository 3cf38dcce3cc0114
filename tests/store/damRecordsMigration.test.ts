// Migration 9 brings a store built before the dam pages' and the W-code lists' fields to what a new store
// holds: the same record ids, operating levels and unit provinces the simulator writes, on both stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWorld } from '../../src/server/seed/seedWorld';
import { migrate } from '../../src/server/store/migrations';
import type { Store } from '../../src/server/store/store';
import { openTestStore, type TestStoreKind } from '../support/testServer';

const NEW_COLUMNS = [['dams_daily_volume', 'minKot'], ['dams_daily_volume', 'maxKot'], ['dams_daily_volume', 'id'], ['registry_generation_units', 'provinceId']] as const;

describe.each<TestStoreKind>(['duckdb', 'postgres'])('migration 9 on a %s store built before it', (kind) => {
  let store: Store;
  beforeAll(async () => {
    store = await openTestStore(kind);
    await seedWorld(store, { startDay: '2024-08-01', endDay: '2024-08-03' });
  });
  afterAll(async () => { await store?.close(); });

  const damRows = () => store.query('SELECT "damId", CAST(ts AS VARCHAR) AS day, CAST("id" AS BIGINT) AS id, "minKot", "maxKot" FROM dams_daily_volume ORDER BY "damId", ts');
  const unitRows = () => store.query('SELECT id, "provinceId" FROM registry_generation_units ORDER BY id');

  it('fills record ids, operating levels and unit provinces as the simulator writes them', async () => {
    const dams = await damRows();
    const units = await unitRows();
    expect(dams.length).toBeGreaterThan(0);
    expect(dams.every((r) => r.id !== null && r.minKot !== null && r.maxKot !== null)).toBe(true);
    expect(units.every((u) => Number(u.provinceId) >= 1 && Number(u.provinceId) <= 81)).toBe(true);
    // Back to the shape of a store built before: the columns gone, the migration not yet applied.
    for (const [table, column] of NEW_COLUMNS) await store.exec(`ALTER TABLE ${table} DROP COLUMN "${column}"`);
    await store.exec('DELETE FROM schema_migrations WHERE version = 9');
    await migrate(store);
    expect(await damRows()).toEqual(dams);
    expect(await unitRows()).toEqual(units);
  });
});
