// The embedded default store: a DuckDB file under DATA_DIR. No server process, no native compile.
import { DuckDBInstance, DuckDBTimestampValue, type DuckDBAppender, type DuckDBConnection, type DuckDBResultReader, type DuckDBValue } from '@duckdb/node-api';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatasetField } from '../datasets/datasets';
import { createStatementCache } from './duckdbStatementCache';
import type { Store, StoreRow, StoreTransaction, StoreValue } from './store';

export async function openDuckdbStore(path: string, connections = 3): Promise<Store> {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const instance = await DuckDBInstance.create(path);
  await lockDown(await instance.connect());
  // A few connections so that concurrent requests do not queue behind one long query.
  const pool: DuckDBConnection[] = [];
  for (let i = 0; i < connections; i += 1) pool.push(await instance.connect());
  let next = 0;
  const pick = () => pool[(next = (next + 1) % pool.length)]!;
  // Transactions get a connection of their own and run one at a time: a DuckDB connection holds one
  // transaction, and queuing them avoids write-write conflicts between requests of this process.
  const transactional = await instance.connect();
  let queue: Promise<unknown> = Promise.resolve();
  let changes = 0;
  const statements = createStatementCache();
  // Statements with values are prepared once and kept; one without values may be several statements (or none
  // worth keeping), so it runs as it is.
  const read = async (connection: DuckDBConnection, sql: string, params: readonly StoreValue[]) =>
    rowsOf(await (params.length > 0 ? statements.runAndReadAll(connection, sql, params as DuckDBValue[]) : connection.runAndReadAll(sql)));

  return {
    dialect: 'duckdb',
    query: (sql, params = []) => read(pick(), sql, params),
    async *queryBatches(sql, params = []) {
      // A streaming result holds its connection until read out; a query run meanwhile on that connection would
      // end it, so the stream gets a connection of its own.
      const connection = await instance.connect();
      try {
        const result = await connection.stream(sql, params as DuckDBValue[]);
        for await (const rows of result.yieldRowObjectJs()) if (rows.length > 0) yield rows.map(toStoreRow);
      } finally {
        connection.closeSync();
      }
    },
    transaction<T>(work: (tx: StoreTransaction) => Promise<T>): Promise<T> {
      const run = queue.catch(() => undefined).then(async () => {
        await transactional.run('BEGIN TRANSACTION');
        try {
          const result = await work({ query: (sql, params = []) => read(transactional, sql, params) });
          await transactional.run('COMMIT');
          return result;
        } catch (error) {
          await transactional.run('ROLLBACK').catch(() => undefined);
          throw error;
        }
      });
      queue = run;
      return run;
    },
    async exec(sql, params = []) {
      // Without values the text may hold several statements (migrations); with values it is one prepared statement.
      try {
        await (params.length > 0 ? pool[0]!.run(sql, params as DuckDBValue[]) : pool[0]!.run(sql));
      } finally {
        changes += 1;
      }
    },
    async insertRows(table, fields, rows, withTime) {
      const appender = await pool[0]!.createAppender(table);
      for (const row of rows) {
        if (withTime) appender.appendTimestamp(new DuckDBTimestampValue(BigInt(row.ts as number) * 1000n));
        for (const f of fields) appendValue(appender, f, row[f.name]);
        appender.endRow();
      }
      appender.closeSync();
      changes += 1;
    },
    localChanges: () => changes,
    async close() {
      await queue.catch(() => undefined);
      for (const c of [...pool, transactional]) c.closeSync();
      instance.closeSync();
    },
  };
}

/**
 * Defence in depth: the server's SQL never reads files, but if a string ever slipped into a query, DuckDB itself
 * must refuse file reads (read_text, read_csv, glob), ATTACH, COPY and extensions. The settings are global to the
 * instance, and once the configuration is locked no statement can turn them back on.
 */
export const DUCKDB_LOCKDOWN = [
  'SET autoinstall_known_extensions = false',
  'SET autoload_known_extensions = false',
  'SET allow_community_extensions = false',
  'SET allow_unsigned_extensions = false',
  'SET enable_external_access = false',
  'SET lock_configuration = true',
] as const;

async function lockDown(connection: DuckDBConnection): Promise<void> {
  for (const statement of DUCKDB_LOCKDOWN) await connection.run(statement);
  connection.closeSync();
}

function appendValue(appender: DuckDBAppender, field: DatasetField, value: string | number | null | undefined): void {
  if (value === null || value === undefined) return appender.appendNull();
  switch (field.type) {
    case 'DOUBLE': return appender.appendDouble(Number(value));
    case 'INTEGER': return appender.appendInteger(Number(value));
    case 'BIGINT': return appender.appendBigInt(BigInt(value));
    case 'VARCHAR': return appender.appendVarchar(String(value));
  }
}

/**
 * The rows of a read result, converted column by column (a third faster than the reader's row objects, which
 * visit every value through a generic converter) and assembled in one pass.
 */
function rowsOf(reader: DuckDBResultReader): StoreRow[] {
  const names = reader.columnNames();
  const columns = reader.getColumnsJS();
  const count = reader.currentRowCount;
  const rows = new Array<StoreRow>(count);
  for (let i = 0; i < count; i += 1) {
    const row: StoreRow = {};
    for (let j = 0; j < names.length; j += 1) {
      const value = columns[j]![i];
      // Queries cast to DOUBLE/INTEGER/VARCHAR; a stray BIGINT still must not leak into JSON.
      row[names[j]!] = typeof value === 'bigint' ? Number(value) : (value as StoreValue);
    }
    rows[i] = row;
  }
  return rows;
}

function toStoreRow(row: Record<string, unknown>): StoreRow {
  const out: StoreRow = {};
  for (const [k, v] of Object.entries(row)) {
    // Queries cast to DOUBLE/INTEGER/VARCHAR; a stray BIGINT still must not leak into JSON.
    out[k] = typeof v === 'bigint' ? Number(v) : (v as StoreValue);
  }
  return out;
}
