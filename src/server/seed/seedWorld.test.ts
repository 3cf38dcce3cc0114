import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDuckdbStore } from '../store/duckdbStore';
import { migrate } from '../store/migrations';
import type { Store } from '../store/store';
import { seedWorld } from './seedWorld';

let store: Store;
beforeEach(async () => {
  store = await openDuckdbStore(':memory:');
  await migrate(store);
});
afterEach(async () => { await store.close(); });

const count = async (table: string) => Number((await store.query(`SELECT CAST(count(*) AS INTEGER) AS n FROM ${table}`))[0]!.n);
const worldEnd = async () => (await store.query("SELECT value FROM world_state WHERE key = 'endDay'"))[0]?.value;

describe('seedWorld', () => {
  it('builds, then appends only the missing days, and is a no-op when up to date', async () => {
    expect((await seedWorld(store, { startDay: '2024-08-01', endDay: '2024-08-02' })).action).toBe('created');
    expect((await seedWorld(store, { startDay: '2024-08-01', endDay: '2024-08-04' })).action).toBe('extended');
    expect((await seedWorld(store, { startDay: '2024-08-01', endDay: '2024-08-03' })).action).toBe('unchanged');
    expect(await count('dam_mcp')).toBe(4 * 24);
    expect(await worldEnd()).toBe('2024-08-04');
  });

  it('fills a dataset that is new to an existing store over the whole stored range, leaving the others alone', async () => {
    await seedWorld(store, { startDay: '2024-08-01', endDay: '2024-08-03' });
    const mcpBefore = await store.query('SELECT CAST(sum(price) AS DOUBLE) AS s FROM dam_mcp');
    const fresh = await openDuckdbStore(':memory:');
    await migrate(fresh);
    await seedWorld(fresh, { startDay: '2024-08-01', endDay: '2024-08-03' });
    const expected = Number((await fresh.query('SELECT CAST(count(*) AS INTEGER) AS n FROM gas_storage'))[0]!.n);
    await fresh.close();
    // As if gas storage had been added to the code after this store was built: no table yet, not in the store's list.
    await store.exec('DROP TABLE gas_storage');
    const [listed] = await store.query("SELECT value FROM world_state WHERE key = 'datasets'");
    const without = String(listed!.value).split(',').filter((id) => id !== 'gas.storage').join(',');
    await store.exec("UPDATE world_state SET value = $1 WHERE key = 'datasets'", [without]);
    await migrate(store);
    expect(await count('gas_storage')).toBe(0);
    expect((await seedWorld(store, { startDay: '2024-08-01', endDay: '2024-08-03' })).action).toBe('extended');
    expect(await count('gas_storage')).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    expect(await count('dam_mcp')).toBe(3 * 24);
    expect(await store.query('SELECT CAST(sum(price) AS DOUBLE) AS s FROM dam_mcp')).toEqual(mcpBefore);
    expect(await worldEnd()).toBe('2024-08-03');
  });

  it('runs overlapping calls one after another, so the days are written once', async () => {
    await seedWorld(store, { startDay: '2024-08-01', endDay: '2024-08-02' });
    const results = await Promise.all([
      seedWorld(store, { startDay: '2024-08-01', endDay: '2024-08-04' }),
      seedWorld(store, { startDay: '2024-08-01', endDay: '2024-08-04' }),
    ]);
    expect(results.map((r) => r.action)).toEqual(['extended', 'unchanged']);
    expect(await count('dam_mcp')).toBe(4 * 24);
  });

  it('refuses an extension whose idea of the stored end is stale (a racing process) and leaves nothing behind', async () => {
    await seedWorld(store, { startDay: '2024-08-01', endDay: '2024-08-03' });
    // This store answers the first read of world_state as it was before 2024-08-03 was added.
    let stale = true;
    const racing: Store = {
      dialect: store.dialect,
      exec: (sql, params) => store.exec(sql, params),
      insertRows: (...args) => store.insertRows(...args),
      queryBatches: (sql, params) => store.queryBatches(sql, params),
      close: () => store.close(),
      transaction: (work) => store.transaction(work),
      query: async (sql, params) => {
        const rows = await store.query(sql, params);
        if (stale && sql.includes('FROM world_state')) {
          stale = false;
          return rows.map((r) => (r.key === 'endDay' ? { ...r, value: '2024-08-02' } : r));
        }
        return rows;
      },
    };
    await expect(seedWorld(racing, { startDay: '2024-08-01', endDay: '2024-08-05' })).rejects.toThrow(/duplicate key/i);
    expect(await count('dam_mcp')).toBe(3 * 24);
    expect(await worldEnd()).toBe('2024-08-03');
  });

  it('refuses malformed days', async () => {
    await expect(seedWorld(store, { startDay: '2024-08-01', endDay: "2024-08-02'; DROP TABLE dam_mcp; --" })).rejects.toThrow(/YYYY-MM-DD/);
  });
});
