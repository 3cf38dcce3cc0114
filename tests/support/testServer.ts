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
import { ensureInitialAccounts } from '../../src/server/identity/initialAccounts';
import type { Mailer } from '../../src/server/identity/mailer';

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

/** The accounts every test server has (created as on a first start, with these passwords). */
export const TEST_ADMIN = { email: 'admin@test.example', password: 'Admin-test-password-1' };
export const TEST_MEMBER = { email: 'member@test.example', password: 'Member-test-password-1' };

export interface TestServerOptions {
  store?: TestStoreKind;
  /**
   * Visitors may read data without signing in (PUBLIC_DATA=true). On by default so that the data suites test
   * data, not credentials; the identity suites turn it off.
   */
  publicData?: boolean;
  rateLimitPerMinute?: number;
  mailer?: Mailer;
  /** The server's clock (default: the fixed TEST_NOW). */
  now?: () => Date;
  /** Log every request into this stream. */
  logStream?: NodeJS.WritableStream;
  /** TRUST_PROXY: X-Forwarded-* headers decide the client address, scheme and host (default off). */
  trustProxy?: boolean;
  /** PUBLIC_URL: the address in mailed links and ticket Locations (default: the request's host). */
  publicUrl?: string;
  /** A built browser app to serve (default: none, the API only). */
  webDir?: string;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { reports, problems } = loadReports(resolve('reports'));
  if (problems.length) throw new Error(`invalid descriptors: ${problems.map((p) => p.message).join('; ')}`);
  const store = await openTestStore(options.store);
  await seedWorld(store, { startDay: TEST_START, endDay: TEST_END });
  await ensureInitialAccounts(store, { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password, DEMO_EMAIL: TEST_MEMBER.email, DEMO_PASSWORD: TEST_MEMBER.password }, TEST_NOW.getTime());
  const app = await buildApp({
    store, dialect: dialectOf(store), reports, now: options.now ?? (() => TEST_NOW),
    ...(options.logStream ? { logger: true, logStream: options.logStream } : {}), facts: { simulated: true, dataStart: TEST_START, dataEnd: () => TEST_END },
    publicData: options.publicData ?? true, rateLimitPerMinute: options.rateLimitPerMinute ?? 0,
    mailer: options.mailer ?? { send: async () => undefined }, trustProxy: options.trustProxy ?? false,
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    ...(options.webDir ? { webDir: options.webDir } : {}),
  });
  await app.ready();
  return { app, store, close: async () => { await app.close(); await store.close(); } };
}

export function postJson(app: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
}

/** The cookie header of a browser that signed in through the sign-in page (the admin one with `admin`). */
export async function signIn(app: FastifyInstance, account: { email: string; password: string }, kind: 'member' | 'admin' = 'member'): Promise<string> {
  const page = await app.inject({ method: 'GET', url: kind === 'admin' ? '/auth/admin/sign-in' : '/auth/sign-in' });
  const csrf = page.cookies.find((c) => c.name === 'sf_csrf')!.value;
  const answer = await app.inject({
    method: 'POST', url: kind === 'admin' ? '/auth/admin/sign-in' : '/auth/sign-in',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `sf_csrf=${csrf}` },
    payload: new URLSearchParams({ _csrf: csrf, email: account.email, password: account.password }).toString(),
  });
  const session = answer.cookies.find((c) => c.name === 'sf_session');
  if (answer.statusCode !== 303 || !session) throw new Error(`sign-in failed with ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
  return `sf_session=${session.value}`;
}

/** A web-service ticket from POST /cas/v1/tickets. */
export async function getTicket(app: FastifyInstance, account: { email: string; password: string }): Promise<string> {
  const answer = await app.inject({ method: 'POST', url: '/cas/v1/tickets', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ username: account.email, password: account.password }).toString() });
  if (answer.statusCode !== 201) throw new Error(`no ticket: ${answer.statusCode} ${answer.body}`);
  return answer.body;
}
