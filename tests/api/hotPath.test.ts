// The hot path of a cached answer keeps every rule: a ticket checked a moment ago still fails at once when it is
// revoked (by its holder, or with all of an account's tickets) or expires; every call is still counted in the
// usage records, cached or not, refused or not, however the records are batched; the security headers, the
// answer's own headers and the content-type rule hold on a cached answer too. On both stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByEmail } from '../../src/server/identity/accounts';
import { revokeTicketsOf } from '../../src/server/identity/tickets';
import { TEST_MEMBER, TEST_NOW, getTicket, postJson, startTestServer, type TestServer } from '../support/testServer';

const MCP = '/electricity-service/v1/markets/dam/data/mcp';
const DAY = { startDate: '2024-08-01T00:00:00+03:00', endDate: '2024-08-01T00:00:00+03:00' };
let clock = TEST_NOW.getTime();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ publicData: false, now: () => new Date(clock) });
});
afterAll(async () => { await server?.close(); });

const ask = (tgt: string, headers: Record<string, string> = {}) => postJson(server.app, MCP, DAY, { tgt, ...headers });

describe('a cached answer on the hot path', () => {
  it('refuses a ticket at once when its holder revokes it, though it was checked a moment before', async () => {
    const ticket = await getTicket(server.app, TEST_MEMBER);
    expect((await ask(ticket)).statusCode).toBe(200);
    expect((await ask(ticket)).statusCode).toBe(200); // remembered, and the answer cached
    expect((await server.app.inject({ method: 'DELETE', url: `/cas/v1/tickets/${ticket}` })).statusCode).toBe(200);
    const refused = await ask(ticket, { 'accept-language': 'en-US' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errors[0].errorMessage).toContain('unknown or expired');
  });

  it('refuses every ticket of an account at once when they are revoked together (a password change, a lock)', async () => {
    const first = await getTicket(server.app, TEST_MEMBER);
    const second = await getTicket(server.app, TEST_MEMBER);
    expect((await ask(first)).statusCode).toBe(200);
    expect((await ask(second)).statusCode).toBe(200);
    const account = await findAccountByEmail(server.store, TEST_MEMBER.email);
    await revokeTicketsOf(server.store, account!.id);
    expect((await ask(first)).statusCode).toBe(401);
    expect((await ask(second)).statusCode).toBe(401);
  });

  it('refuses a remembered ticket the moment it expires', async () => {
    const ticket = await getTicket(server.app, TEST_MEMBER);
    clock += 119 * 60_000 + 59_000;
    expect((await ask(ticket)).statusCode).toBe(200);
    clock += 1_000;
    expect((await ask(ticket)).statusCode).toBe(401);
    clock = TEST_NOW.getTime();
  });

  it('sends the security headers and the answer\'s own on a cached answer, a 304 and a refused content type', async () => {
    const ticket = await getTicket(server.app, TEST_MEMBER);
    const first = await ask(ticket);
    const again = await ask(ticket);
    expect(again.body).toBe(first.body);
    for (const answer of [first, again]) {
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      expect(answer.headers.etag).toBe(first.headers.etag);
    }
    const notModified = await ask(ticket, { 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['x-content-type-options']).toBe('nosniff');
    const form = await server.app.inject({ method: 'POST', url: MCP, payload: 'startDate=x', headers: { tgt: ticket, 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.statusCode).toBe(415);
    expect(form.headers['x-frame-options']).toBe('DENY');
  });

  it('counts every call in the usage records, cached, refused or compressed, once the batch is written', async () => {
    const { app, store } = server;
    clock += 3 * 3_600_000; // after every call the tests above made (one of them at two hours on)
    const calledAfter = clock - 1;
    const ticket = await getTicket(app, TEST_MEMBER);
    const statuses = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await ask(ticket, i % 2 ? { 'accept-encoding': 'br' } : {})).statusCode);
    statuses.push((await ask('TGT-not-a-ticket-at-all-000000000')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 401]);
    await app.close(); // closing writes the buffered records
    const rows = await store.query(`SELECT status, row_count, CAST(bytes AS INTEGER) AS bytes, via FROM usage_records WHERE service = $1 AND called_at > $2 ORDER BY id`, [MCP, calledAfter]);
    expect(rows.map((r) => r.status)).toEqual(statuses);
    const answered = rows.filter((r) => r.status === 200);
    expect(answered.every((r) => r.row_count === 24 && r.via === 'ticket')).toBe(true);
    // A compressed answer counts the bytes it sent.
    expect(Number(answered[1]!.bytes)).toBeLessThan(Number(answered[0]!.bytes));
    expect(rows.at(-1)).toMatchObject({ status: 401, via: 'public' });
  });
});
