// A real server for tests: the real descriptors, an in-memory DuckDB filled by the simulator for a short,
// fixed range, and a fixed clock, so answers are deterministic.
import type { FastifyInstance } from 'fastify';
import { resolve } from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadReports } from '../../src/server/reports/loadReports';
import { seedWorld } from '../../src/server/seed/seedWorld';
import { openDuckdbStore } from '../../src/server/store/duckdbStore';
import { migrate } from '../../src/server/store/migrations';
import { duckdbDialect } from '../../src/server/store/sqlDialect';
import type { Store } from '../../src/server/store/store';

/** 2024-08-20 14:30 in Istanbul: day-ahead results for the 21st are out, real-time data up to 14:00. */
export const TEST_NOW = new Date('2024-08-20T11:30:00Z');
export const TEST_START = '2024-06-01';
export const TEST_END = '2024-08-21';

export interface TestServer { app: FastifyInstance; store: Store; close(): Promise<void> }

export async function startTestServer(): Promise<TestServer> {
  const { reports, problems } = loadReports(resolve('reports'));
  if (problems.length) throw new Error(`invalid descriptors: ${problems.map((p) => p.message).join('; ')}`);
  const store = await openDuckdbStore(':memory:');
  await migrate(store);
  await seedWorld(store, { startDay: TEST_START, endDay: TEST_END });
  const app = await buildApp({ store, dialect: duckdbDialect, reports, now: () => TEST_NOW, facts: { simulated: true, dataStart: TEST_START, dataEnd: () => TEST_END } });
  await app.ready();
  return { app, store, close: async () => { await app.close(); await store.close(); } };
}

export function postJson(app: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
}
