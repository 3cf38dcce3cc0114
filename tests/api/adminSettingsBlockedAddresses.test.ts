// Blocked IP addresses (admin setting 9013), on both stores: an administrator blocks a range and its clients are
// refused by the data services and the app API at once (403, error envelope), other addresses are not; nobody
// can block loopback or their own address; a bad block names every field at fault and writes nothing; every
// change is audited; an expired block lets its clients in; and on PostgreSQL another server process sees a new
// block within about a second.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockedAddresses } from '../../src/server/admin-settings/blockedAddresses';
import { TEST_ADMIN, TEST_MEMBER, TEST_NOW, getTicket, postJson, signIn, startTestServer, testStoreKind, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
let clock = TEST_NOW.getTime();
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
  admin = await signIn(server.app, TEST_ADMIN, 'admin');
});
afterAll(async () => { await server.close(); });

const URL = '/app-api/admin/settings/blocked-addresses';
const MCP = '/electricity-service/v1/markets/dam/data/mcp';
const day = { startDate: '2024-08-01T00:00:00+03:00', endDate: '2024-08-01T00:00:00+03:00' };
const asAdmin = (method: 'GET' | 'POST', url: string, body?: unknown, locale = 'en') => server.app.inject({
  method, url, headers: { cookie: admin, 'accept-language': locale, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
});
const from = (remoteAddress: string, url = MCP) => server.app.inject({ method: 'POST', url, remoteAddress, payload: JSON.stringify(day), headers: { 'content-type': 'application/json' } });

describe('who may manage blocked addresses', () => {
  it('refuses visitors with 401 and members and tickets with 403', async () => {
    expect((await server.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const member = await signIn(server.app, TEST_MEMBER);
    expect((await server.app.inject({ method: 'GET', url: URL, headers: { cookie: member } })).json().errors[0].errorCode).toBe('FORBIDDEN');
    const ticket = await getTicket(server.app, TEST_ADMIN);
    expect((await postJson(server.app, URL, { range: '192.0.2.0/24', reason: 'x' }, { tgt: ticket })).statusCode).toBe(403);
  });
});

describe('blocking a range', () => {
  it('refuses its clients at once on the data services and the app API, and lets them back when removed', async () => {
    expect((await from('192.0.2.10')).statusCode).toBe(200);
    const added = await asAdmin('POST', URL, { range: '192.0.2.0/24', reason: 'Scraping without a ticket' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ range: '192.0.2.0/24', reason: 'Scraping without a ticket', expiresAt: null, expired: false, createdBy: TEST_ADMIN.email });

    const refused = await from('192.0.2.10');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toMatchObject({ errorCode: 'ADDRESS_BLOCKED' });
    expect(refused.json().errors[0].errorMessage).toContain('192.0.2.10');
    expect((await from('::ffff:192.0.2.99')).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/app-api/meta', remoteAddress: '192.0.2.10' })).statusCode).toBe(403);
    expect((await from('192.0.3.10')).statusCode).toBe(200);
    // The identity pages stay reachable, so the visitor can still read where to ask.
    expect((await server.app.inject({ method: 'GET', url: '/auth/sign-in', remoteAddress: '192.0.2.10' })).statusCode).toBe(200);

    const list = (await asAdmin('GET', URL)).json();
    expect(list.yourAddress).toBe('127.0.0.1');
    expect(list.items.map((i: { range: string }) => i.range)).toContain('192.0.2.0/24');

    const removed = await asAdmin('POST', `${URL}/${added.json().id}/remove`);
    expect(removed.json()).toEqual({ id: added.json().id, range: '192.0.2.0/24' });
    expect((await from('192.0.2.10')).statusCode).toBe(200);
    expect((await asAdmin('POST', `${URL}/${added.json().id}/remove`)).statusCode).toBe(404);

    const audit = await server.store.query("SELECT action, before_json, after_json FROM audit_log WHERE target = $1 ORDER BY id", [`blocked-address:${added.json().id}`]);
    expect(audit.map((a) => a.action)).toEqual([`POST ${URL}`, `POST ${URL}/:id/remove`]);
    expect(JSON.parse(String(audit[1]!.before_json))).toMatchObject({ range: '192.0.2.0/24' });
  });

  it('blocks IPv6 ranges, and a block with an expiry stops holding when it passes', async () => {
    const added = await asAdmin('POST', URL, { range: '2001:DB8:AB00::/40', reason: 'Test', expiresAt: '2024-08-20T15:00:00+03:00' });
    expect(added.json()).toMatchObject({ range: '2001:db8:ab00::/40', expiresAt: '2024-08-20T15:00:00+03:00' });
    expect((await from('2001:db8:abcd::7')).statusCode).toBe(403);
    expect((await from('2001:db8:ac00::7')).statusCode).toBe(200);
    clock = Date.parse('2024-08-20T15:00:00+03:00');
    try {
      expect((await from('2001:db8:abcd::7')).statusCode).toBe(200);
      expect((await asAdmin('GET', URL)).json().items.find((i: { id: number }) => i.id === added.json().id).expired).toBe(true);
    } finally {
      clock = TEST_NOW.getTime();
    }
    await asAdmin('POST', `${URL}/${added.json().id}/remove`);
  });
});

describe('blocks that are refused', () => {
  it('never blocks loopback or the administrator\'s own address', async () => {
    for (const range of ['127.0.0.1', '127.0.0.0/8', '0.0.0.0/0', '::1', '::/0']) {
      const answer = await asAdmin('POST', URL, { range, reason: 'Test' });
      expect(answer.statusCode, range).toBe(400);
    }
    const own = await server.app.inject({
      method: 'POST', url: URL, remoteAddress: '198.51.100.20',
      headers: { cookie: admin, 'content-type': 'application/json', 'accept-language': 'tr' }, payload: JSON.stringify({ range: '198.51.100.0/24', reason: 'Deneme' }),
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().errors[0].errorMessage).toBe('range: Bu aralık sizin adresinizi (198.51.100.20) de kapsıyor; kendinizi dışarıda bırakamazsınız.');
  });

  it('names every field at fault and writes nothing', async () => {
    const before = await server.store.query('SELECT COUNT(*) AS n FROM blocked_addresses');
    const bad = await asAdmin('POST', URL, { range: '192.0.2.7/24', reason: '  ', expiresAt: '2024-08-19T10:00:00+03:00', note: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { errorMessage: string }) => e.errorMessage.split(':')[0])).toEqual(['note', 'range', 'reason', 'expiresAt']);
    expect((await asAdmin('POST', URL, { range: '2001:db8::/129', reason: 'x' })).statusCode).toBe(400);
    expect((await asAdmin('POST', URL, { range: '203.0.113.5', reason: 'x', expiresAt: 'tomorrow' })).statusCode).toBe(400);
    expect((await asAdmin('POST', URL, [])).statusCode).toBe(400);
    expect(await server.store.query('SELECT COUNT(*) AS n FROM blocked_addresses')).toEqual(before);

    const first = await asAdmin('POST', URL, { range: '203.0.113.0/24', reason: 'x' });
    const again = await asAdmin('POST', URL, { range: '203.0.113.0/24', reason: 'y' });
    expect(again.json().errors[0].errorMessage).toBe('range: 203.0.113.0/24 is already blocked.');
    await asAdmin('POST', `${URL}/${first.json().id}/remove`);
  });
});

describe('another server process', () => {
  it.runIf(testStoreKind() === 'postgres')('sees a new block within about a second (PostgreSQL)', async () => {
    const other = await BlockedAddresses.open(server.store);
    try {
      expect(other.match('203.0.113.77', clock)).toBeUndefined();
      const added = await asAdmin('POST', URL, { range: '203.0.113.64/26', reason: 'Elsewhere' });
      await new Promise((resolve) => setTimeout(resolve, 1_600));
      expect(other.match('203.0.113.77', clock)?.id).toBe(added.json().id);
      await asAdmin('POST', `${URL}/${added.json().id}/remove`);
      await new Promise((resolve) => setTimeout(resolve, 1_600));
      expect(other.match('203.0.113.77', clock)).toBeUndefined();
    } finally {
      other.close();
    }
  });
});
