// The embedded store refuses what a slipped-through string could try: files, other databases, exports,
// extensions, and turning any of that back on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDuckdbStore } from './duckdbStore';
import type { Store } from './store';

let store: Store;
beforeAll(async () => { store = await openDuckdbStore(':memory:'); });
afterAll(async () => { await store.close(); });

describe('the DuckDB store is locked down', () => {
  it.each([
    ["SELECT * FROM read_text('/etc/passwd')", /file system operations are disabled/],
    ["SELECT * FROM read_csv('/etc/passwd')", /file system operations are disabled/],
    ["SELECT * FROM glob('/etc/*')", /file system operations are disabled/],
    ["ATTACH '/tmp/seffaflik-attack.duckdb' AS other", /file system operations are disabled/],
    ["COPY (SELECT 1) TO '/tmp/seffaflik-attack.csv'", /file system operations are disabled/],
    ['INSTALL httpfs', /disabled/],
    ["LOAD '/tmp/evil.duckdb_extension'", /disabled/],
    ['SET enable_external_access = true', /configuration has been locked/],
    ['SET lock_configuration = false', /configuration has been locked/],
  ])('refuses %s', async (sql, message) => {
    await expect(store.query(sql)).rejects.toThrow(message);
  });

  it('still reads, writes and answers parameters', async () => {
    await store.exec('CREATE TABLE lockdown_probe (a INTEGER)');
    await store.exec('INSERT INTO lockdown_probe VALUES ($1), ($2)', [1, 2]);
    expect(await store.query('SELECT a FROM lockdown_probe ORDER BY a LIMIT $1', [1])).toEqual([{ a: 1 }]);
  });
});
