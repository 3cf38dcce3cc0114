// Opens the configured data store: the embedded DuckDB file under DATA_DIR by default. Every caller (the
// server, the CLIs) goes through here, so a new adapter is wired in one place.
import { join } from 'node:path';
import type { ServerConfig } from '../config';
import { openDuckdbStore } from './duckdbStore';
import { duckdbDialect, type SqlDialect } from './sqlDialect';
import type { Store } from './store';

export interface OpenedStore { store: Store; dialect: SqlDialect; where: string }

export async function openStore(config: Pick<ServerConfig, 'dataDir'>): Promise<OpenedStore> {
  const path = join(config.dataDir, 'seffaflik.duckdb');
  return { store: await openDuckdbStore(path), dialect: duckdbDialect, where: path };
}
