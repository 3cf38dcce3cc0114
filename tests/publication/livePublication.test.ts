// Live publication: the world built up to day D is extended to D+2 after a restart with a later clock; what
// was stored before does not change by a byte, and the API shows tomorrow's results only on the schedule
// (interim MCP status at 13:00, final MCP at 14:00 Istanbul time). Revisions are listed to administrators only.
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOperation } from '../../src/engine/catalogue/catalogue';
import { buildApp } from '../../src/server/app';
import { datasets } from '../../src/server/datasets/datasets';
import { reviseRows } from '../../src/server/publication/reviseRows';
import { loadReports } from '../../src/server/reports/loadReports';
import { seedWorld } from '../../src/server/seed/seedWorld';
import { startWorldExtender } from '../../src/server/seed/startWorldExtender';
import { openDuckdbStore } from '../../src/server/store/duckdbStore';
import { migrate } from '../../src/server/store/migrations';
import { duckdbDialect } from '../../src/server/store/sqlDialect';
import type { Store } from '../../src/server/store/store';
import { ensureInitialAccounts } from '../../src/server/identity/initialAccounts';
import { TEST_ADMIN, TEST_MEMBER, postJson, signIn } from '../support/testServer';

const START = '2024-08-10';
const D = '2024-08-20';
const istanbul = (text: string) => new Date(`${text}+03:00`);
const MCP = '/electricity-service/v1/markets/dam/data/mcp';
const STATUS = '/electricity-service/v1/markets/dam/data/interim-mcp-published-status';

/** A digest of every stored time series (and the derived per-plant shares) per table, rows before `before` only. */
async function dump(store: Store, before: string): Promise<Record<string, string>> {
  const tables = [...new Set(datasets.filter((d) => d.grain !== 'none' && !d.viewOf).map((d) => d.rollupTable ?? d.table)), 'plant_day_share'];
  const parts: Record<string, string> = {};
  for (const table of tables) {
    const time = table === 'plant_day_share' ? 'day' : 'ts';
    const rows = await store.query(`SELECT * EXCLUDE (${time}), CAST(${time} AS VARCHAR) AS t FROM ${table} WHERE ${time} < CAST('${before}' AS TIMESTAMP) ORDER BY ALL`);
    parts[table] = `${rows.length} rows, sha256 ${createHash('sha256').update(JSON.stringify(rows)).digest('hex')}`;
  }
  return parts;
}

let dir: string;
let store: Store;
let app: FastifyInstance;
let admin: string;
let clock = istanbul('2024-08-21T12:59:00');
let beforeExtension: Record<string, string>;
let extension: Awaited<ReturnType<ReturnType<typeof startWorldExtender>['tick']>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'seffaflik-publication-'));
  const file = join(dir, 'seffaflik.duckdb');
  // First run: the server started on D-1, so the world reaches tomorrow = D.
  const first = await openDuckdbStore(file);
  await migrate(first);
  await seedWorld(first, { startDay: START, endDay: D });
  beforeExtension = await dump(first, '2024-08-21');
  await first.close();

  // Restart a day later: the same file, and the extender catches up to the new tomorrow (D+2).
  store = await openDuckdbStore(file);
  await migrate(store);
  const extender = startWorldExtender({ store, seed: { startDay: START }, dataEnd: D, now: () => clock });
  extension = await extender.tick();
  extender.stop();

  const { reports, problems } = loadReports(resolve('reports'));
  if (problems.length) throw new Error(`invalid descriptors: ${problems.map((p) => p.message).join('; ')}`);
  await ensureInitialAccounts(store, { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password, DEMO_EMAIL: TEST_MEMBER.email, DEMO_PASSWORD: TEST_MEMBER.password }, Date.now());
  app = await buildApp({ store, dialect: duckdbDialect, reports, now: () => clock, facts: { simulated: true, dataStart: START, dataEnd: extender.dataEnd }, publicData: true, mailer: { send: async () => undefined } });
  admin = await signIn(app, TEST_ADMIN, 'admin');
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('keeping the world going', () => {
  it('continues from where the stored world stopped and leaves every earlier row byte-identical', async () => {
    expect(extension).toMatchObject({ action: 'extended', startDay: START, endDay: '2024-08-22' });
    expect(await dump(store, '2024-08-21')).toEqual(beforeExtension);
    const days = await store.query("SELECT CAST(max(ts) AS VARCHAR) AS last FROM dam_mcp");
    expect(days[0]!.last).toBe('2024-08-22 23:00:00');
  });

  it('stores exactly what one uninterrupted build to D+2 stores', async () => {
    const once = await openDuckdbStore(':memory:');
    await migrate(once);
    await seedWorld(once, { startDay: START, endDay: '2024-08-22' });
    expect(await dump(store, '2024-08-23')).toEqual(await dump(once, '2024-08-23'));
    await once.close();
  });
});

describe('the API follows the publication schedule', () => {
  const tomorrowsMcp = async () => {
    const items = (await postJson(app, MCP, { startDate: '2024-08-22T00:00:00+03:00', endDate: '2024-08-22T00:00:00+03:00' })).json().items as { date: string }[];
    return items.length;
  };
  const status = async () => (await app.inject({ method: 'GET', url: STATUS })).json();

  it('shows nothing of tomorrow before 13:00', async () => {
    clock = istanbul('2024-08-21T12:59:59');
    expect(await tomorrowsMcp()).toBe(0);
    expect((await status()).body.content.completed).toBe(false);
  });

  it('announces the interim MCP at 13:00, while the final MCP stays hidden until 14:00', async () => {
    clock = istanbul('2024-08-21T13:00:00');
    expect((await status()).body.content.completed).toBe(true);
    expect(await tomorrowsMcp()).toBe(0);
    clock = istanbul('2024-08-21T13:59:59');
    expect(await tomorrowsMcp()).toBe(0);
  });

  it('publishes tomorrow\'s final MCP at 14:00 and dates the page update then', async () => {
    clock = istanbul('2024-08-21T14:00:00');
    expect(await tomorrowsMcp()).toBe(24);
    const update = (await postJson(app, '/electricity-service/v1/menu/get-page-update-date', { menuId: 61 })).json();
    expect(update).toEqual({ menuId: 61, updateTime: '2024-08-21T14:00:00+03:00' });
  });

  it('dates every page\'s update by its dataset\'s schedule', async () => {
    clock = istanbul('2024-08-21T16:45:00');
    const updateOf = async (menuId: number) => (await postJson(app, '/electricity-service/v1/menu/get-page-update-date', { menuId })).json().updateTime;
    expect(await updateOf(61)).toBe('2024-08-21T14:00:00+03:00'); // day-ahead: today's 14:00 results
    expect(await updateOf(121)).toBe('2024-08-21T16:00:00+03:00'); // real time: the hour that just ended
    expect(await updateOf(236)).toBe('2024-08-21T00:00:00+03:00'); // daily: today's value
  });

  it('answers the status in the operator\'s RestResponse envelope, also when a client sends a body on GET', async () => {
    clock = istanbul('2024-08-21T18:00:00');
    const res = await app.inject({ method: 'GET', url: STATUS, payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([...findOperation('electricity-service', '/v1/markets/dam/data/interim-mcp-published-status')!.envelope].sort());
    expect(body).toMatchObject({ status: 'OK', errors: [], body: { content: { completed: true } }, correlationId: expect.any(String) });
  });
});

describe('date-init', () => {
  it('answers the flat reference dates from the injected clock and the schedule', async () => {
    clock = istanbul('2024-08-21T14:05:00');
    const res = await app.inject({ method: 'GET', url: '/electricity-service/v1/main/date-init', payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([...findOperation('electricity-service', '/v1/main/date-init')!.envelope].sort());
    expect(body).toMatchObject({ today: '2024-08-21T00:00:00+03:00', serverTime: '2024-08-21T14:05:00+03:00', showSupplyAndDemandCurve: '2024-08-22T00:00:00+03:00', conciliationPeriod: '2024-07-01T00:00:00+03:00' });
  });
});

describe('revisions', () => {
  it('lists recorded revisions to administrators only, newest first, and checks its filters', async () => {
    await reviseRows(store, 'dam.mcp', [{ ts: '2024-08-20T10:00:00+03:00', price: 1234.5 }], 'Objection upheld', istanbul('2024-08-21T15:00:00'));
    const mine = await app.inject({ method: 'GET', url: '/app-api/admin/revisions?dataset=dam.mcp', headers: { cookie: admin } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items[0]).toMatchObject({
      dataset: 'dam.mcp', reason: 'Objection upheld', tsFrom: '2024-08-20T10:00:00+03:00', revisedAt: '2024-08-21T15:00:00+03:00',
      newValues: [{ ts: '2024-08-20T10:00:00+03:00', price: 1234.5 }],
    });
    // The revised value is what the API publishes from now on.
    const hour = (await postJson(app, MCP, { startDate: '2024-08-20T00:00:00+03:00', endDate: '2024-08-20T00:00:00+03:00' })).json().items[10];
    expect(hour).toMatchObject({ hour: '10:00', price: 1234.5 });

    expect((await app.inject({ method: 'GET', url: '/app-api/admin/revisions' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/app-api/admin/revisions', headers: { cookie: await signIn(app, TEST_MEMBER) } })).statusCode).toBe(403);
    const unknown = await app.inject({ method: 'GET', url: '/app-api/admin/revisions?dataset=nope', headers: { cookie: admin, 'accept-language': 'en-US' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ errorCode: 'UNKNOWN_DATASET', errorMessage: 'There is no dataset "nope".' });
    const badLimit = await app.inject({ method: 'GET', url: '/app-api/admin/revisions?limit=0', headers: { cookie: admin } });
    expect(badLimit.statusCode).toBe(400);
  });
});
