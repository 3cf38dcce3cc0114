// The PostgreSQL adapter's transactions: exec('BEGIN') pins one pooled connection until COMMIT/ROLLBACK, so
// the statements between them form one transaction, reads elsewhere see only committed rows, and a second
// transaction waits for the first instead of nesting into it.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { doubleField } from '../../src/server/datasets/datasetDefinition';
import { migrate, migrations } from '../../src/server/store/migrations';
import { openPostgresStore } from '../../src/server/store/postgresStore';
import { duckdbDialect, postgresDialect } from '../../src/server/store/sqlDialect';
import type { Store } from '../../src/server/store/store';
import { createDatabase } from '../support/postgresServer';
import { openTestStore } from '../support/testServer';

let postgres: Store;
let duckdb: Store;
beforeAll(async () => { [postgres, duckdb] = await Promise.all([openTestStore('postgres'), openTestStore('duckdb')]); });
afterAll(async () => { await Promise.all([postgres?.close(), duckdb?.close()]); });

const prices = async () => (await postgres.query('SELECT price FROM dam_mcp ORDER BY ts')).map((r) => r.price);
const HOUR = Date.UTC(2024, 7, 1);

describe('PostgreSQL transactions through exec', () => {
  it('keeps uncommitted rows out of other reads, and commits them as one', async () => {
    await postgres.exec('BEGIN TRANSACTION');
    await postgres.insertRows('dam_mcp', [doubleField('price'), doubleField('priceUsd'), doubleField('priceEur')], [{ ts: HOUR, price: 1, priceUsd: 2, priceEur: 3 }], true);
    await postgres.exec("UPDATE dam_mcp SET price = 10 WHERE price = 1");
    expect(await prices()).toEqual([]);
    await postgres.exec('COMMIT');
    expect(await prices()).toEqual([10]);
  });

  it('runs a second transaction after the first instead of inside it', async () => {
    await postgres.exec('BEGIN TRANSACTION');
    const second = (async () => {
      await postgres.exec('BEGIN TRANSACTION');
      await postgres.exec('DELETE FROM dam_mcp');
      await postgres.exec('ROLLBACK');
    })();
    await postgres.exec('UPDATE dam_mcp SET price = 20');
    await postgres.exec('COMMIT');
    await second;
    expect(await prices()).toEqual([20]);
  });

  it('stores naive wall-clock timestamps, whatever the time zone of the session', async () => {
    const [row] = await postgres.query("SELECT to_char(ts, 'YYYY-MM-DD HH24:MI') AS wall, ts FROM dam_mcp");
    expect(row).toEqual({ wall: '2024-08-01 00:00', ts: new Date(HOUR) });
  });
});

describe('rounding', () => {
  it('rounds half away from zero, bit for bit alike on both stores', async () => {
    const values = [0.125, -0.125, 1.005, 2.675, 1234.565, -0.004, 2.5, -2.5, 1e-9];
    const sql = (round: (e: string, n: number) => string) => `SELECT ${values.map((v, i) => `${round(`CAST(${v} AS DOUBLE PRECISION)`, i >= 6 && i <= 7 ? 0 : 2)} AS v${i}`).join(', ')}`;
    const [a] = await duckdb.query(sql(duckdbDialect.round));
    const [b] = await postgres.query(sql(postgresDialect.round));
    // Halves are judged on the scaled double: 1.005 * 100 is 100.49999999999999, 2.675 * 100 is exactly 267.5.
    expect(a).toEqual({ v0: 0.13, v1: -0.13, v2: 1, v3: 2.68, v4: 1234.57, v5: -0, v6: 3, v7: -3, v8: 0 });
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });
});

describe('migrations', () => {
  it('run once when several server processes start together on one new PostgreSQL database', async () => {
    const database = await createDatabase(inject('postgresAdminUrl'), 'race');
    const stores = await Promise.all([1, 2, 3].map(() => openPostgresStore(database.url)));
    try {
      await Promise.all(stores.map((store) => migrate(store)));
      const rows = await stores[0]!.query('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((r) => r.version)).toEqual(migrations.map((m) => m.version));
    } finally {
      await Promise.all(stores.map((store) => store.close()));
      await database.drop();
    }
  });
});
