// Answers computed once, and never stale: a report answer is served again without a query until its dataset's
// next publication, a revision of its rows or a change of its data-range limit, and exactly then it changes.
// ETag and If-None-Match (304), and compression for clients that accept it. On both stores.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviseRows } from '../../src/server/publication/reviseRows';
import { TEST_ADMIN, postJson, signIn, startTestServer, type TestServer } from '../support/testServer';

const MCP = '/electricity-service/v1/markets/dam/data/mcp';
const TOMORROW = { startDate: '2024-08-21T00:00:00+03:00', endDate: '2024-08-21T00:00:00+03:00' };
const AUGUST_FIRST = { startDate: '2024-08-01T00:00:00+03:00', endDate: '2024-08-01T00:00:00+03:00' };
/** 13:59 in Istanbul on 20 August: tomorrow's day-ahead results come out at 14:00. */
let clock = new Date('2024-08-20T10:59:00Z');
let server: TestServer;
let mcpQueries = 0;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  // Count the reads of the MCP table: a cached answer makes none.
  const query = server.store.query.bind(server.store);
  server.store.query = (sql, params) => {
    if (sql.includes('dam_mcp')) mcpQueries += 1;
    return query(sql, params);
  };
});
afterAll(async () => { await server?.close(); });

const prices = (answer: { json(): { items: { price: number }[] } }) => answer.json().items.map((r) => r.price);

describe('the answer cache', () => {
  it('answers the same question again without a query, whatever the key order', async () => {
    const first = await postJson(server.app, MCP, AUGUST_FIRST);
    expect(first.statusCode).toBe(200);
    const queries = mcpQueries;
    expect(queries).toBeGreaterThan(0);
    const again = await postJson(server.app, MCP, { endDate: AUGUST_FIRST.endDate, startDate: AUGUST_FIRST.startDate });
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(mcpQueries).toBe(queries);
    // Another question is another answer.
    const page = await postJson(server.app, MCP, { ...AUGUST_FIRST, page: { number: 1, size: 5 } });
    expect(page.json().items).toHaveLength(5);
    expect(mcpQueries).toBeGreaterThan(queries);
  });

  it('shows tomorrow\'s prices exactly at their publication, not a cached empty answer', async () => {
    const before = await postJson(server.app, MCP, TOMORROW);
    expect(before.json().items).toEqual([]);
    expect((await postJson(server.app, MCP, TOMORROW)).json().items).toEqual([]);
    clock = new Date('2024-08-20T11:00:00Z'); // 14:00 in Istanbul
    const after = await postJson(server.app, MCP, TOMORROW);
    expect(after.json().items).toHaveLength(24);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('shows a revised price at once, in this process and through the store\'s data version', async () => {
    const before = prices(await postJson(server.app, MCP, AUGUST_FIRST));
    await reviseRows(server.store, 'dam.mcp', [{ ts: '2024-08-01T00:00:00+03:00', price: 1234.5 }], 'a correction', clock);
    const after = prices(await postJson(server.app, MCP, AUGUST_FIRST));
    expect(before[0]).not.toBe(1234.5);
    expect(after[0]).toBe(1234.5);
    expect(after.slice(1)).toEqual(before.slice(1));
  });

  it('follows a new data-range limit at once', async () => {
    const month = { startDate: '2024-07-01T00:00:00+03:00', endDate: '2024-07-31T00:00:00+03:00' };
    expect((await postJson(server.app, MCP, month)).statusCode).toBe(200);
    const admin = await signIn(server.app, TEST_ADMIN, 'admin');
    const put = await server.app.inject({ method: 'PUT', url: '/app-api/admin/page-overlays/61', payload: { maxSpan: { unit: 'day', value: 7 } }, headers: { cookie: admin } });
    expect(put.statusCode).toBe(200);
    const refused = await postJson(server.app, MCP, month);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].errorCode).toBe('DATE_RANGE_TOO_LONG');
    await server.app.inject({ method: 'PUT', url: '/app-api/admin/page-overlays/61', payload: { maxSpan: null }, headers: { cookie: admin } });
  });

  it('answers 304 to a client that has the answer, and keeps no error', async () => {
    const first = await postJson(server.app, MCP, AUGUST_FIRST);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const revalidated = await postJson(server.app, MCP, AUGUST_FIRST, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const stale = await postJson(server.app, MCP, AUGUST_FIRST, { 'if-none-match': 'W/"something-else"' });
    expect(stale.statusCode).toBe(200);
    const bad = { startDate: '2024-08-02T00:00:00+03:00', endDate: '2024-08-01T00:00:00+03:00' };
    expect((await postJson(server.app, MCP, bad)).statusCode).toBe(400);
    expect((await postJson(server.app, MCP, bad)).headers.etag).toBeUndefined();
  });

  it('sends the answer compressed to a client that accepts it, the same JSON inside', async () => {
    const plain = await postJson(server.app, MCP, AUGUST_FIRST);
    const br = await server.app.inject({ method: 'POST', url: MCP, payload: JSON.stringify(AUGUST_FIRST), headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzip = await server.app.inject({ method: 'POST', url: MCP, payload: JSON.stringify(AUGUST_FIRST), headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});
