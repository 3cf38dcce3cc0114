// The store for many server processes: PostgreSQL through DATABASE_URL, behind the same Store interface and
// the same descriptor-driven SQL as the embedded DuckDB store.
import pg from 'pg';
import type { DatasetField, FieldType } from '../datasets/datasets';
import { quoteIdentifier, sqlName } from './sqlIdentifier';
import type { InsertRow, Store, StoreRow, StoreValue } from './store';

const OID = { int8: 20, numeric: 1700, timestamp: 1114, date: 1082 } as const;
/** Rows per INSERT ... SELECT FROM unnest(...): big enough to be fast, small enough for one message. */
const CHUNK_ROWS = 20_000;
/** Rows per FETCH of an export's cursor (queryBatches). */
const BATCH_ROWS = 5_000;
const ARRAY_TYPES: Record<FieldType, string> = { DOUBLE: 'double precision[]', INTEGER: 'integer[]', BIGINT: 'bigint[]', VARCHAR: 'varchar[]' };

/**
 * Results as the DuckDB store gives them: numbers, never strings, for int8 and numeric; naive timestamps and
 * dates as the wall clock read as UTC (the store's convention), never through the local time zone. Local to
 * this pool, so other users of pg in the process are unaffected.
 */
const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    switch (oid) {
      case OID.int8: case OID.numeric: return (text: string) => Number(text);
      case OID.timestamp: return (text: string) => new Date(`${text.replace(' ', 'T')}Z`);
      case OID.date: return (text: string) => new Date(`${text}T00:00:00Z`);
      default: return pg.types.getTypeParser(oid, format);
    }
  }) as pg.CustomTypesConfig['getTypeParser'],
};

export async function openPostgresStore(databaseUrl: string, connections = 5): Promise<Store> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections, types: typeParsers });
  // An idle client that loses its server must not take the process down; the next query reconnects.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');

  // BEGIN ... COMMIT/ROLLBACK sent through exec are pinned to one client until they end, as the DuckDB store
  // runs them on its write connection: exec and insertRows follow the transaction, query reads committed data.
  let open: { client: pg.PoolClient; ended: Promise<void>; end: () => void } | undefined;
  const writer = (): pg.Pool | pg.PoolClient => open?.client ?? pool;

  async function begin(sql: string): Promise<void> {
    // A second BEGIN waits for the first transaction to end rather than nesting into it.
    while (open) await open.ended;
    let end!: () => void;
    const ended = new Promise<void>((resolve) => { end = resolve; });
    const transaction = { client: undefined as unknown as pg.PoolClient, ended, end };
    open = transaction;
    try {
      transaction.client = await pool.connect();
      await transaction.client.query(sql);
    } catch (error) {
      open = undefined;
      transaction.client?.release(true);
      end();
      throw error;
    }
  }

  async function finish(sql: string): Promise<void> {
    const transaction = open;
    if (!transaction) {
      await pool.query(sql); // no transaction open: PostgreSQL only warns
      return;
    }
    let broken: Error | undefined;
    try {
      await transaction.client.query(sql);
    } catch (error) {
      broken = error as Error;
      throw error;
    } finally {
      open = undefined;
      transaction.client.release(broken);
      transaction.end();
    }
  }

  return {
    dialect: 'postgres',
    async query(sql, params = []) {
      const result = await pool.query(sql, params as StoreValue[]);
      return result.rows as StoreRow[];
    },
    async *queryBatches(sql, params = []) {
      // A cursor in a read-only transaction of its own: the server keeps the result, the process holds one batch.
      const client = await pool.connect();
      let broken: Error | undefined;
      let open = false;
      try {
        await client.query('BEGIN READ ONLY');
        open = true;
        await client.query(`DECLARE export_rows NO SCROLL CURSOR FOR ${sql}`, params as StoreValue[]);
        for (;;) {
          const batch = (await client.query(`FETCH ${BATCH_ROWS} FROM export_rows`)).rows as StoreRow[];
          if (batch.length === 0) break;
          yield batch;
          if (batch.length < BATCH_ROWS) break;
        }
        await client.query('COMMIT');
        open = false;
      } catch (error) {
        broken = error as Error;
        throw error;
      } finally {
        // A reader that stopped early leaves the transaction open: roll it back before the client goes back.
        if (open && !broken) await client.query('ROLLBACK').catch((error: Error) => { broken = error; });
        client.release(broken);
      }
    },
    async exec(sql, params = []) {
      const verb = sql.trim().split(/\s+/, 1)[0]!.toUpperCase();
      if (verb === 'BEGIN' || verb === 'START') return begin(sql);
      if (verb === 'COMMIT' || verb === 'ROLLBACK' || verb === 'END' || verb === 'ABORT') return finish(sql);
      await writer().query(sql, params as StoreValue[]);
    },
    async transaction(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work({ query: async (sql, params = []) => (await client.query(sql, params as StoreValue[])).rows as StoreRow[] });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => { broken = rollbackError; });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async insertRows(table, fields, rows, withTime) {
      const columns = [...(withTime ? ['ts'] : []), ...fields.map((f) => quoteIdentifier(f.name))];
      const types = [...(withTime ? ['timestamp[]'] : []), ...fields.map((f) => ARRAY_TYPES[f.type])];
      const sql = `INSERT INTO ${sqlName(table)} (${columns.join(', ')}) SELECT * FROM unnest(${types.map((t, i) => `$${i + 1}::${t}`).join(', ')})`;
      for (let at = 0; at < rows.length; at += CHUNK_ROWS) {
        const chunk = rows.slice(at, at + CHUNK_ROWS);
        const arrays = [...(withTime ? [chunk.map((r) => wallText(r.ts as number))] : []), ...fields.map((f) => chunk.map((r) => cell(f, r)))];
        await writer().query(sql, arrays);
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/** Wall-clock milliseconds (as if UTC) → 'YYYY-MM-DD HH:MM:SS.mmm', the naive timestamp text. */
function wallText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 23).replace('T', ' ');
}

function cell(field: DatasetField, row: InsertRow): string | number | null {
  const value = row[field.name];
  if (value === null || value === undefined) return null;
  return field.type === 'VARCHAR' ? String(value) : Number(value);
}
