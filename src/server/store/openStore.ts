// Opens the configured data store: PostgreSQL when DATABASE_URL is set, else the embedded DuckDB file under
// DATA_DIR. Every caller (the server, the CLIs) goes through here, so a new adapter is wired in one place.
import { join } from 'node:path';
import type { ServerConfig } from '../config';
import { openDuckdbStore } from './duckdbStore';
import { openPostgresStore } from './postgresStore';
import { duckdbDialect, postgresDialect, type SqlDialect } from './sqlDialect';
import type { Store } from './store';

/** `where` is for logs: a path, or the database URL without its password; `warnings` too, for the start log. */
export interface OpenedStore { store: Store; dialect: SqlDialect; where: string; warnings: string[] }

export async function openStore(config: Pick<ServerConfig, 'dataDir'> & Partial<Pick<ServerConfig, 'databaseUrl'>>): Promise<OpenedStore> {
  if (config.databaseUrl) {
    const store = await openPostgresStore(config.databaseUrl);
    return { store, dialect: postgresDialect, where: describeDatabaseUrl(config.databaseUrl), warnings: await roleWarnings(store) };
  }
  const path = join(config.dataDir, 'seffaflik.duckdb');
  return { store: await openDuckdbStore(path), dialect: duckdbDialect, where: path, warnings: [] };
}

/** postgres://user:secret@host:5432/db?x=y → postgres://user@host:5432/db */
export function describeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
    return `${url.protocol}//${user}${url.host}${url.pathname}`;
  } catch {
    return 'postgres (DATABASE_URL)';
  }
}

/** The server needs only its own database; a superuser connection would let a slipped string read server files. */
async function roleWarnings(store: Store): Promise<string[]> {
  const [role] = await store.query('SELECT rolsuper FROM pg_roles WHERE rolname = current_user');
  return role?.rolsuper === true
    ? ['DATABASE_URL connects as a PostgreSQL superuser: give the server a role that owns only its database (src/server/store/postgres-role.sql).']
    : [];
}
