// Web-service limits on both stores: only administrators set limits and decide demands, a member's own limit is
// what the rate limiter enforces on that member's ticket at once, a demand approved from a later moment waits
// ('will-effective') and then holds ('effective') until its end ('status-expired'), and every administrative
// write is checked whole and leaves an audit record.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { istanbulTime } from '../../src/server/audit/auditLog';
import { ServiceLimits } from '../../src/server/service-limits/serviceLimits';
import { TEST_ADMIN, TEST_MEMBER, TEST_NOW, getTicket, postJson, signIn, startTestServer, testStoreKind, type TestServer } from '../support/testServer';

const LIMITS = '/administration-service/v1/limits';
const MEMBER = '/app-api/member/limits';
const LOOKUP = '/electricity-service/v1/generation/data/powerplant-list';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let server: TestServer;
let clock = TEST_NOW.getTime();
let admin: string;
let member: string;
beforeAll(async () => {
  // No server-wide limit (0), so whatever limit is met here is one set through these calls.
  server = await startTestServer({ now: () => new Date(clock), rateLimitPerMinute: 0 });
  admin = await signIn(server.app, TEST_ADMIN, 'admin');
  member = await signIn(server.app, TEST_MEMBER);
});
afterAll(async () => { await server.close(); });

const asAdmin = (call: string, body: unknown, locale = 'en') => postJson(server.app, `${LIMITS}/${call}`, body, { cookie: admin, 'accept-language': locale });
const memberGet = (url: string) => server.app.inject({ method: 'GET', url, headers: { cookie: member } });
const ask = (body: unknown, locale = 'en') => postJson(server.app, `${MEMBER}/demands`, body, { cookie: member, 'accept-language': locale });
const at = (ms: number) => istanbulTime(ms);

/** Through the calls, so that the server's limits in memory follow. */
async function cleanUp(): Promise<void> {
  for (const demand of (await asAdmin('get-demands', {})).json().items) await asAdmin('delete-demand', { id: demand.id });
  for (const limit of (await asAdmin('get-limits', {})).json().items) await asAdmin('delete-limit', { id: limit.id });
}

describe('who may call the limit calls', () => {
  it('refuses visitors with 401, members and tickets with 403 on the administration, and visitors on the member calls', async () => {
    const ticket = await getTicket(server.app, TEST_ADMIN);
    for (const call of ['get-limits', 'save-limit', 'delete-limit', 'get-demands', 'approve-demand', 'refuse-demand', 'delete-demand']) {
      expect((await postJson(server.app, `${LIMITS}/${call}`, {})).statusCode, call).toBe(401);
      const asMember = await postJson(server.app, `${LIMITS}/${call}`, {}, { cookie: member });
      expect(asMember.statusCode, call).toBe(403);
      expect(asMember.json().errors[0].errorCode).toBe('FORBIDDEN');
      expect((await postJson(server.app, `${LIMITS}/${call}`, {}, { tgt: ticket })).statusCode, call).toBe(403);
    }
    expect((await server.app.inject({ method: 'GET', url: MEMBER })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: `${MEMBER}/demands` })).statusCode).toBe(401);
    expect((await postJson(server.app, `${MEMBER}/demands`, { kind: 'new', perMinute: 5, reason: 'x' })).statusCode).toBe(401);
  });
});

describe('the limit the rate limiter enforces', () => {
  it('holds a member to their own limit on their ticket at once, and lets them go when it is removed', async () => {
    const ticket = await getTicket(server.app, TEST_MEMBER);
    const adminTicket = await getTicket(server.app, TEST_ADMIN);
    const call = (tgt: string) => server.app.inject({ method: 'GET', url: LOOKUP, headers: { tgt } });
    const saved = await asAdmin('save-limit', { scope: 'user', accountEmail: TEST_MEMBER.email, perMinute: 3, effectiveFrom: at(clock - HOUR) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().item).toMatchObject({ scope: 'user', accountEmail: TEST_MEMBER.email, perMinute: 3, status: 'effective' });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await call(ticket)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another member (the administrator's ticket) is not held by it.
    for (let i = 0; i < 5; i += 1) expect((await call(adminTicket)).statusCode).toBe(200);
    // The member sees the limit that holds and where it comes from.
    expect((await memberGet(MEMBER)).json().inForce).toMatchObject({ perMinute: 3, source: 'user' });

    expect((await asAdmin('delete-limit', { id: saved.json().item.id })).statusCode).toBe(200);
    expect((await call(ticket)).statusCode).toBe(200);
    expect((await memberGet(MEMBER)).json().inForce).toMatchObject({ perMinute: 0, source: 'server' });
  });

  // Another server process on the same PostgreSQL: its limits follow the settings counter within about a second.
  it.runIf(testStoreKind() === 'postgres')('reaches the other server processes through the settings counter', async () => {
    await cleanUp();
    const other = await ServiceLimits.open(server.store, 0);
    try {
      const memberId = Number((await server.store.query('SELECT id FROM accounts WHERE email = $1', [TEST_MEMBER.email]))[0]!.id);
      expect(other.perMinuteOf(`account:${memberId}`, clock)).toBe(0);
      await asAdmin('save-limit', { scope: 'user', accountEmail: TEST_MEMBER.email, perMinute: 7, effectiveFrom: at(clock - HOUR) });
      await vi.waitFor(() => expect(other.perMinuteOf(`account:${memberId}`, clock)).toBe(7), { timeout: 5_000, interval: 100 });
    } finally {
      other.close();
      await cleanUp();
    }
  });

  it('gives an organisation\'s limit to its members and the default to everyone else, a member\'s own limit first', async () => {
    await cleanUp();
    const organization = (await server.store.query('SELECT organization FROM accounts WHERE email = $1', [TEST_MEMBER.email]))[0]!.organization as string;
    await asAdmin('save-limit', { scope: 'default', perMinute: 40, effectiveFrom: at(clock - HOUR) });
    expect((await memberGet(MEMBER)).json().inForce).toMatchObject({ perMinute: 40, source: 'default' });
    await asAdmin('save-limit', { scope: 'organization', organization: ` ${organization.toUpperCase()} `, perMinute: 70, effectiveFrom: at(clock - HOUR) });
    expect((await memberGet(MEMBER)).json().inForce).toMatchObject({ perMinute: 70, source: 'organization' });
    await asAdmin('save-limit', { scope: 'user', accountEmail: TEST_MEMBER.email, perMinute: 90, effectiveFrom: at(clock - HOUR) });
    expect((await memberGet(MEMBER)).json().inForce).toMatchObject({ perMinute: 90, source: 'user' });
    const list = (await asAdmin('get-limits', {})).json();
    expect(list.defaultPerMinute).toBe(40);
    expect(list.items.map((i: { scope: string }) => i.scope).sort()).toEqual(['default', 'organization', 'user']);
    await cleanUp();
  });
});

describe('limit demands', () => {
  afterEach(() => { clock = TEST_NOW.getTime(); });

  it('a demand approved from a later moment waits, then holds, then expires at its end', async () => {
    await cleanUp();
    const asked = await ask({ kind: 'new', perMinute: 250, reason: 'Nightly download of hourly prices' });
    expect(asked.statusCode).toBe(201);
    const demand = asked.json().item;
    expect(demand).toMatchObject({ status: 'pending-to-confirm', perMinute: 250, accountEmail: TEST_MEMBER.email, decision: null });
    expect((await asAdmin('get-demands', {})).json().items.map((d: { id: number }) => d.id)).toContain(demand.id);

    const audits = Number((await server.store.query('SELECT COUNT(*) AS n FROM audit_log'))[0]!.n);
    // Whole seconds, as the calls take them; within the sessions' lifetime.
    const start = clock + 30 * MINUTE;
    const approved = await asAdmin('approve-demand', { id: demand.id, effectiveFrom: at(start), effectiveUntil: at(start + HOUR) });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().item).toMatchObject({ status: 'will-effective', decision: 'approved', effectiveFrom: at(start) });
    expect(Number((await server.store.query('SELECT COUNT(*) AS n FROM audit_log'))[0]!.n)).toBe(audits + 1);
    expect((await memberGet(MEMBER)).json().inForce.source).toBe('server');
    // Deciding twice is refused.
    expect((await asAdmin('refuse-demand', { id: demand.id, reason: 'late' })).statusCode).toBe(409);

    clock = start + MINUTE;
    expect((await memberGet(`${MEMBER}/demands`)).json().items[0]).toMatchObject({ id: demand.id, status: 'effective' });
    expect((await memberGet(MEMBER)).json().inForce).toMatchObject({ perMinute: 250, source: 'user' });

    clock = start + HOUR;
    expect((await memberGet(`${MEMBER}/demands`)).json().items[0]).toMatchObject({ id: demand.id, status: 'status-expired' });
    expect((await memberGet(MEMBER)).json().inForce.source).toBe('server');
    await cleanUp();
  });

  it('an update demand replaces the member\'s limit from its start; a refused demand is over, with the reason', async () => {
    await cleanUp();
    const first = (await ask({ kind: 'new', perMinute: 100, reason: 'Dashboards' })).json().item;
    await asAdmin('approve-demand', { id: first.id, effectiveFrom: at(clock - HOUR) });
    const limitId = (await memberGet(`${MEMBER}/demands`)).json().items[0].grantedLimitId;
    const update = (await ask({ kind: 'update', limitId, perMinute: 300, reason: 'More reports' })).json().item;
    await asAdmin('approve-demand', { id: update.id, effectiveFrom: at(clock) });
    const statuses = Object.fromEntries((await memberGet(`${MEMBER}/demands`)).json().items.map((d: { id: number; status: string }) => [d.id, d.status]));
    expect(statuses).toEqual({ [first.id]: 'status-expired', [update.id]: 'effective' });
    expect((await memberGet(MEMBER)).json().inForce.perMinute).toBe(300);

    const refused = (await ask({ kind: 'new', perMinute: 5000, reason: 'Everything' })).json().item;
    const answer = await asAdmin('refuse-demand', { id: refused.id, reason: 'Use the bulk exports instead.' });
    expect(answer.json().item).toMatchObject({ status: 'status-expired', decision: 'refused', refusalReason: 'Use the bulk exports instead.' });
    await cleanUp();
  });

  it('refuses a bad body with one error per field, in the caller\'s language, and writes nothing', async () => {
    await cleanUp();
    const audits = Number((await server.store.query('SELECT COUNT(*) AS n FROM audit_log'))[0]!.n);
    const bad = await asAdmin('save-limit', { scope: 'user', accountEmail: 'nobody-here@example.com', perMinute: 0, effectiveFrom: '2024-08-20', extra: 1 });
    expect(bad.statusCode).toBe(400);
    const messages = bad.json().errors.map((e: { errorMessage: string }) => e.errorMessage);
    expect(messages).toEqual(expect.arrayContaining([expect.stringMatching(/^extra: /), expect.stringMatching(/^perMinute: /), expect.stringMatching(/^effectiveFrom: /)]));
    const order = await asAdmin('save-limit', { scope: 'default', perMinute: 10, effectiveFrom: at(clock), effectiveUntil: at(clock - HOUR) }, 'tr');
    expect(order.json().errors.map((e: { errorMessage: string }) => e.errorMessage)).toEqual(['effectiveUntil: Başlangıçtan sonra olmalı.']);
    const nobody = await asAdmin('save-limit', { scope: 'user', accountEmail: 'nobody-here@example.com', perMinute: 10, effectiveFrom: at(clock) });
    expect(nobody.json().errors[0].errorMessage).toBe('accountEmail: No member has this address.');
    const demand = await ask({ kind: 'update', perMinute: 10.5, reason: '  ' }, 'tr');
    expect(demand.statusCode).toBe(400);
    expect(demand.json().errors.map((e: { errorMessage: string }) => e.errorMessage.split(':')[0])).toEqual(['limitId', 'perMinute', 'reason']);
    expect((await ask({ kind: 'update', limitId: 999_999, perMinute: 10, reason: 'x' })).json().errors[0].errorMessage).toMatch(/^limitId: /);
    expect((await asAdmin('approve-demand', { id: 999_999, effectiveFrom: at(clock) })).statusCode).toBe(404);
    expect(Number((await server.store.query('SELECT COUNT(*) AS n FROM audit_log'))[0]!.n)).toBe(audits);
    expect(Number((await server.store.query('SELECT COUNT(*) AS n FROM service_limits'))[0]!.n)).toBe(0);
  });

  it('keeps a member to a few waiting demands at a time', async () => {
    await cleanUp();
    for (let i = 0; i < 3; i += 1) expect((await ask({ kind: 'new', perMinute: 10 + i, reason: `Reason ${i}` })).statusCode).toBe(201);
    const fourth = await ask({ kind: 'new', perMinute: 20, reason: 'One more' });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().errors[0].errorCode).toBe('TOO_MANY_PENDING_DEMANDS');
    await cleanUp();
  });
});
