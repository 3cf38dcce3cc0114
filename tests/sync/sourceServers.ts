// Source servers for the sync suites: one store filled by the simulator for the test range (as
// tests/support/testServer.ts does), served over real HTTP on 127.0.0.1 by as many apps as a test needs,
// each optionally with a hook that makes some calls fail.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolve } from 'node:path';
import type { ReportDescriptor } from '../../schemas/report.schema';
import { buildApp } from '../../src/server/app';
import { loadReports } from '../../src/server/reports/loadReports';
import { seedWorld } from '../../src/server/seed/seedWorld';
import { openDuckdbStore } from '../../src/server/store/duckdbStore';
import { migrate } from '../../src/server/store/migrations';
import { duckdbDialect } from '../../src/server/store/sqlDialect';
import type { Store } from '../../src/server/store/store';
import { TEST_END, TEST_NOW, TEST_START } from '../support/testServer';

export type FailHook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | undefined;

export interface SourceWorld {
  store: Store;
  reports: ReportDescriptor[];
  /** An app over the world, listening on 127.0.0.1 (port 0); its base URL. */
  serve(fail?: FailHook): Promise<{ app: FastifyInstance; url: string }>;
  close(): Promise<void>;
}

export function loadTestReports(): ReportDescriptor[] {
  const { reports, problems } = loadReports(resolve('reports'));
  if (problems.length) throw new Error(`invalid descriptors: ${problems.map((p) => p.message).join('; ')}`);
  return reports;
}

export async function startSourceWorld(): Promise<SourceWorld> {
  const reports = loadTestReports();
  const store = await openDuckdbStore(':memory:');
  await migrate(store);
  await seedWorld(store, { startDay: TEST_START, endDay: TEST_END });
  const apps: FastifyInstance[] = [];
  return {
    store, reports,
    async serve(fail) {
      const app = await buildApp({ store, dialect: duckdbDialect, reports, now: () => TEST_NOW, facts: { simulated: true, dataStart: TEST_START, dataEnd: () => TEST_END }, publicData: true, rateLimitPerMinute: 0 });
      if (fail) app.addHook('preHandler', async (request, reply) => fail(request, reply));
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('the source did not listen on a port');
      return { app, url: `http://127.0.0.1:${address.port}` };
    },
    async close() {
      for (const app of apps) await app.close();
      await store.close();
    },
  };
}

/** An empty target: in-memory DuckDB with the schema, as a fresh DATA_DIR would be. */
export async function emptyTarget(): Promise<Store> {
  const store = await openDuckdbStore(':memory:');
  await migrate(store);
  return store;
}

export async function countRows(store: Store, table: string): Promise<number> {
  const [row] = await store.query(`SELECT CAST(count(*) AS INTEGER) AS n FROM ${table}`);
  return Number(row?.n);
}
