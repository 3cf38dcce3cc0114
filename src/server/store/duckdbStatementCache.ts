// Prepared statements kept per DuckDB connection and SQL text: planning a report's summary query cost more than
// running it (about 2 of 5.6 ms for a month of MCP), and the descriptor-driven SQL repeats with new values only.
// A statement is used by one query at a time: under load the same question arrives several times at once, so a
// text keeps a few idle statements (a query that finds all of them busy prepares one more and keeps it, up to
// PER_TEXT), instead of preparing and destroying one per request. The least recently used text goes beyond the
// limit. DuckDB re-plans a kept statement itself when the tables behind it change.
import type { DuckDBConnection, DuckDBPreparedStatement, DuckDBResultReader, DuckDBValue } from '@duckdb/node-api';

/** Idle statements of one SQL text on one connection. */
type Idle = DuckDBPreparedStatement[];

export interface StatementCache {
  runAndReadAll(connection: DuckDBConnection, sql: string, params: readonly DuckDBValue[]): Promise<DuckDBResultReader>;
}

const PER_TEXT = 4;

export function createStatementCache(limitPerConnection = 200): StatementCache {
  const byConnection = new WeakMap<DuckDBConnection, Map<string, Idle>>();
  return {
    async runAndReadAll(connection, sql, params) {
      let kept = byConnection.get(connection);
      if (!kept) byConnection.set(connection, (kept = new Map()));
      let idle = kept.get(sql);
      if (idle) {
        // Most recently used last: the Map's order is the eviction order.
        kept.delete(sql);
        kept.set(sql, idle);
      } else {
        kept.set(sql, (idle = []));
        if (kept.size > limitPerConnection) {
          const [oldestSql, oldest] = kept.entries().next().value as [string, Idle];
          kept.delete(oldestSql);
          for (const statement of oldest) statement.destroySync();
        }
      }
      const statement = idle.pop() ?? await connection.prepare(sql);
      try {
        statement.bind(params as DuckDBValue[]);
        return await statement.runAndReadAll();
      } finally {
        // Back to its text's idle list, unless the text was evicted meanwhile or keeps enough already.
        const home = kept.get(sql);
        if (home && home.length < PER_TEXT) home.push(statement);
        else statement.destroySync();
      }
    },
  };
}
