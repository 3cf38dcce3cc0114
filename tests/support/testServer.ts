// A real server for tests: the real descriptors, a store filled by the simulator for a short, fixed range,
// and a fixed clock, so answers are deterministic. The store is an in-memory DuckDB by default, or a fresh
// database in the test run's PostgreSQL cluster (the `postgres` vitest project sets TEST_STORE=postgres).
import type { FastifyInstance } from 'fastify';
import { resolve } from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadReports } from '../../src/server/reports/loadReports';
import { seedWorld } from '../../src/server/seed/seedWorld';
import { openDuckdbStore } from '../../src/server/store/duckdbStore';
import { migrate } from '../../src/server/store/migrations';
import { openPostgresStore } from '../../src/server/store/postgresStore';
import { dialectOf } from '../../src/server/store/sqlDialect';
import type { Store } from '../../src/server/store/store';
import { createDatabase } from './postgresServer';

/** 2024-08-20 14:30 in Istanbul: day-ahead results for the 21st are out, real-time data up to 14:00. */
export const TEST_NOW = new Date('2024-08-20T11:30:00Z');
export const TEST_START = '2024-06-01';
export const TEST_END = '2024-08-21';

export type TestStoreKind = 'duckdb' | 'postgres';
export interface TestServer { app: FastifyInstance; store: Store; close(): Promise<void> }

/** The store the current vitest project runs its suites on. */
export function testStoreKind(): TestStoreKind {
  return process.env.TEST_STORE === 'postgres' ? 'postgres' : 'duckdb';
}

/** An empty, migrated store of the given kind; close() also drops its PostgreSQL database. */
export async function openTestStore(kind: TestStoreKind = testStoreKind()): Promise<Store> {
  if (kind === 'duckdb') {
    const store = await openDuckdbStore(':memory:');
    await migrate(store);
    return store;
  }
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) throw new Error('no PostgreSQL cluster for this run: run the suite through the `postgres` vitest project');
  const database = await createDatabase(adminUrl, 'test');
  const store = await openPostgresStore(database.url);
  await migrate(store);
  return { ...store, close: async () => { await store.close(); await database.drop(); } };
}

export async function startTestServer(options: { store?: TestStoreKind } = {}): Promise<TestServer> {
  const { reports, problems } = loadReports(resolve('reports'));
  if (problems.length) throw new Error(`invalid descriptors: ${problems.map((p) => p.message).join('; ')}`);
  const store = await openTestStore(options.store);
  await seedWorld(store, { startDay: TEST_START, endDay: TEST_END });
  const app = await buildApp({ store, dialect: dialectOf(store), reports, now: () => TEST_NOW, facts: { simulated: true, dataStart: TEST_START, dataEnd: () => TEST_END } });
  await app.ready();
  return { app, store, close: async () => { await app.close(); await store.close(); } };
}

export function postJson(app: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
}
