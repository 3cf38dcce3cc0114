// Kept statements give the same answers as fresh ones, also when the same SQL runs many times at once with
// different values, and after the table behind them changes.
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStatementCache } from './duckdbStatementCache';
import { openDuckdbStore } from './duckdbStore';
import type { Store } from './store';

let store: Store;
beforeAll(async () => {
  store = await openDuckdbStore(':memory:');
  await store.exec('CREATE TABLE numbers AS SELECT CAST(range AS INTEGER) AS n FROM range(1000)');
});
afterAll(async () => { await store.close(); });

describe('the DuckDB statement cache', () => {
  it('answers each of many concurrent runs of one statement with its own values', async () => {
    const sql = 'SELECT CAST(count(*) AS INTEGER) AS below FROM numbers WHERE n < $1';
    const limits = Array.from({ length: 60 }, (_, i) => i * 13);
    const answers = await Promise.all(limits.map((limit) => store.query(sql, [limit])));
    expect(answers.map((rows) => rows[0]!.below)).toEqual(limits);
  });

  it('sees rows and columns added after a statement was kept', async () => {
    const sql = 'SELECT * FROM numbers WHERE n >= $1 ORDER BY n';
    expect(await store.query(sql, [999])).toEqual([{ n: 999 }]);
    await store.exec('INSERT INTO numbers VALUES (1000)');
    await store.exec('ALTER TABLE numbers ADD COLUMN doubled INTEGER');
    await store.exec('UPDATE numbers SET doubled = n * 2');
    expect(await store.query(sql, [999])).toEqual([{ n: 999, doubled: 1998 }, { n: 1000, doubled: 2000 }]);
  });

  it('prepares a text again only while its kept statements are all busy, and keeps a few for the next burst', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    try {
      const prepare = vi.spyOn(connection, 'prepare');
      const cache = createStatementCache();
      const sql = 'SELECT CAST($1 AS INTEGER) * 2 AS twice';
      for (let i = 0; i < 20; i++) expect((await cache.runAndReadAll(connection, sql, [i])).getRowObjectsJS()).toEqual([{ twice: i * 2 }]);
      expect(prepare).toHaveBeenCalledTimes(1);
      const burst = () => Promise.all(Array.from({ length: 8 }, (_, i) => cache.runAndReadAll(connection, sql, [i]).then((r) => r.getRowObjectsJS()[0]!.twice)));
      expect(await burst()).toEqual([0, 2, 4, 6, 8, 10, 12, 14]);
      const afterFirstBurst = prepare.mock.calls.length;
      expect(afterFirstBurst).toBeLessThanOrEqual(8);
      await burst();
      // The second burst finds four statements kept: it prepares at most the other four.
      expect(prepare.mock.calls.length - afterFirstBurst).toBeLessThanOrEqual(4);
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  });
});
