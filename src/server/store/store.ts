// The one interface every data store adapter implements. SQL uses $1-style parameters, which DuckDB and
// PostgreSQL both accept, so the descriptor-driven queries are written once.
import type { DatasetField } from '../datasets/datasets';

export type StoreValue = string | number | boolean | null;
export type StoreRow = Record<string, StoreValue>;
/** A row to insert; `ts` (when the table has one) is wall-clock milliseconds (see datasets.ts). */
export type InsertRow = Record<string, string | number | null>;

/** Reads and writes inside one transaction: committed together when the work resolves, rolled back when it throws. */
export interface StoreTransaction {
  query(sql: string, params?: readonly StoreValue[]): Promise<StoreRow[]>;
}

export interface Store {
  readonly dialect: 'duckdb' | 'postgres';
  query(sql: string, params?: readonly StoreValue[]): Promise<StoreRow[]>;
  /**
   * The rows of one query in batches as the store produces them (a few thousand each), for a reader that writes
   * them on as they come (an export): only one batch is held at a time. Each call reads on a connection of its
   * own, released when the iteration ends, runs out or throws.
   */
  queryBatches(sql: string, params?: readonly StoreValue[]): AsyncIterable<StoreRow[]>;
  /** A statement on the write connection (inside an exec('BEGIN') … exec('COMMIT') transaction when one is open). */
  exec(sql: string, params?: readonly StoreValue[]): Promise<void>;
  /** Bulk insert; columns in the given order; ts first when withTime. */
  insertRows(table: string, fields: readonly DatasetField[], rows: readonly InsertRow[], withTime: boolean): Promise<void>;
  /**
   * Runs `work` in its own transaction on its own connection, so concurrent requests never join it. Used by the
   * platform's small writes (accounts, sessions); bulk writers still use exec('BEGIN') … exec('COMMIT').
   */
  transaction<T>(work: (tx: StoreTransaction) => Promise<T>): Promise<T>;
  /**
   * Only for a store no other process can write (the DuckDB file is locked to its process): how many bulk writes
   * (exec, insertRows) it has completed. It moves after every statement and again at COMMIT, so an answer computed
   * before a change is never filed under the count that follows it (store/dataVersion.ts).
   */
  localChanges?(): number;
  close(): Promise<void>;
}
