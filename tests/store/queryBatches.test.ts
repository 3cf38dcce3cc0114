// Exports read their rows in batches (Store.queryBatches) so that a year of hourly rows is never held at once.
// On both stores: every row comes back once, in order and in bounded batches; values are bound, not spliced; a
// reader that stops early or a query that fails leaves the store usable (the connection is given back).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store, StoreRow } from '../../src/server/store/store';
import { openTestStore } from '../support/testServer';

const ROWS = 12_345;

describe.each(['duckdb', 'postgres'] as const)('queryBatches on %s', (kind) => {
  let store: Store;
  beforeAll(async () => {
    store = await openTestStore(kind);
    await store.exec('CREATE TABLE batch_probe (n INTEGER, label VARCHAR)');
    await store.exec(`INSERT INTO batch_probe SELECT g, 'row ' || g FROM generate_series(1, ${ROWS}) AS t(g)`);
  });
  afterAll(async () => { await store?.close(); });

  const read = async (sql: string, params: (string | number)[] = []): Promise<StoreRow[][]> => {
    const batches: StoreRow[][] = [];
    for await (const batch of store.queryBatches(sql, params)) batches.push(batch);
    return batches;
  };

  it('answers every row once, in order, in batches of a few thousand', async () => {
    const batches = await read('SELECT n, label FROM batch_probe WHERE n > $1 ORDER BY n', [45]);
    const rows = batches.flat();
    expect(rows).toHaveLength(ROWS - 45);
    expect(rows[0]).toEqual({ n: 46, label: 'row 46' });
    expect(rows.at(-1)).toEqual({ n: ROWS, label: `row ${ROWS}` });
    expect(rows.every((row, i) => row.n === 46 + i)).toBe(true);
    expect(batches.length).toBeGreaterThan(1);
    expect(Math.max(...batches.map((b) => b.length))).toBeLessThanOrEqual(5_000);
  });

  it('binds values: a quote in a value is a value', async () => {
    expect((await read('SELECT n FROM batch_probe WHERE label = $1', ["row 1' OR '1'='1"])).flat()).toEqual([]);
  });

  it('an empty result is no batch at all', async () => {
    expect(await read('SELECT n FROM batch_probe WHERE n < 0')).toEqual([]);
  });

  it('a reader that stops after one batch, or a failing query, leaves the store answering', async () => {
    for (let i = 0; i < 8; i += 1) {
      for await (const batch of store.queryBatches('SELECT n FROM batch_probe ORDER BY n')) {
        expect(batch.length).toBeGreaterThan(0);
        break;
      }
    }
    await expect(read('SELECT no_such_column FROM batch_probe')).rejects.toThrow();
    expect(await store.query('SELECT count(*)::INTEGER AS c FROM batch_probe')).toEqual([{ c: ROWS }]);
    expect((await read('SELECT n FROM batch_probe ORDER BY n LIMIT 3')).flat()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });
});
