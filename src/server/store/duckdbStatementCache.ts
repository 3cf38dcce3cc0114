// Prepared statements kept per DuckDB connection and SQL text: planning a report's summary query cost more than
// running it (about 2 of 5.6 ms for a month of MCP), and the descriptor-driven SQL repeats with new values only.
// A statement is used by one query at a time; a second query of the same text meanwhile prepares its own, and
// the oldest statement is dropped beyond the limit. DuckDB re-plans a kept statement itself when the tables
// behind it change.
import type { DuckDBConnection, DuckDBPreparedStatement, DuckDBResultReader, DuckDBValue } from '@duckdb/node-api';

interface Kept { statement: DuckDBPreparedStatement; busy: boolean }

export interface StatementCache {
  runAndReadAll(connection: DuckDBConnection, sql: string, params: readonly DuckDBValue[]): Promise<DuckDBResultReader>;
}

export function createStatementCache(limitPerConnection = 200): StatementCache {
  const byConnection = new WeakMap<DuckDBConnection, Map<string, Kept>>();
  return {
    async runAndReadAll(connection, sql, params) {
      let kept = byConnection.get(connection);
      if (!kept) byConnection.set(connection, (kept = new Map()));
      let entry = kept.get(sql);
      if (entry?.busy) return connection.runAndReadAll(sql, params as DuckDBValue[]);
      if (!entry) {
        entry = { statement: await connection.prepare(sql), busy: false };
        if (kept.has(sql)) return runOnce(entry.statement, params); // another query prepared it meanwhile
        kept.set(sql, entry);
        if (kept.size > limitPerConnection) {
          const [oldestSql, oldest] = kept.entries().next().value as [string, Kept];
          if (!oldest.busy) { kept.delete(oldestSql); oldest.statement.destroySync(); }
        }
      }
      entry.busy = true;
      try {
        entry.statement.bind(params as DuckDBValue[]);
        return await entry.statement.runAndReadAll();
      } finally {
        entry.busy = false;
      }
    },
  };
}

async function runOnce(statement: DuckDBPreparedStatement, params: readonly DuckDBValue[]): Promise<DuckDBResultReader> {
  try {
    statement.bind(params as DuckDBValue[]);
    return await statement.runAndReadAll();
  } finally {
    statement.destroySync();
  }
}
