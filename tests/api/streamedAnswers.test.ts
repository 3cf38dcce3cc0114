// Big answers are written as their rows are read (src/server/reports/streamReportAnswer.ts): a request that may
// return more than STREAM_MIN_ROWS rows and asks for no page. The reader sees the same bytes as the whole answer,
// compressed when asked; the answer is then kept, so the next reader gets it from the cache with an ETag. On both
// stores. The test market runs from 2024-06-01 to 2024-08-21: a request for the whole of 2024 may return 8,784
// hours and is streamed, one for June to August (1,968 hours) is built whole, and both hold the same rows.
// Real-time generation is limited to three months by default; an administrator has raised it to a year here.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_MIN_ROWS } from '../../src/server/reports/streamReportAnswer';
import { postJson, signIn, startTestServer, TEST_ADMIN, TEST_END, TEST_START, type TestServer } from '../support/testServer';

const YEAR = { startDate: '2024-01-01T00:00:00+03:00', endDate: '2024-12-31T00:00:00+03:00' };
const MARKET = { startDate: `${TEST_START}T00:00:00+03:00`, endDate: `${TEST_END}T00:00:00+03:00` };
const OPERATIONS = {
  'market-clearing price (items, page, statistic)': '/electricity-service/v1/markets/dam/data/mcp',
  'real-time generation by source (17 series)': '/electricity-service/v1/generation/data/realtime-generation',
  'real-time consumption': '/electricity-service/v1/consumption/data/realtime-consumption',
};

let server: TestServer;
const REALTIME_GENERATION_PAGE = 181;
beforeAll(async () => {
  server = await startTestServer();
  const admin = await signIn(server.app, TEST_ADMIN, 'admin');
  const raised = await server.app.inject({ method: 'PUT', url: `/app-api/admin/page-overlays/${REALTIME_GENERATION_PAGE}`, payload: { maxSpan: { unit: 'month', value: 12 } }, headers: { cookie: admin } });
  expect(raised.statusCode).toBe(200);
});
afterAll(async () => { await server?.close(); });

describe('a big answer, streamed', () => {
  it('holds more rows than the whole-answer bound allows only when the market is that long', () => {
    expect(366 * 24).toBeGreaterThan(STREAM_MIN_ROWS);
    expect(82 * 24).toBeLessThan(STREAM_MIN_ROWS);
  });

  for (const [label, path] of Object.entries(OPERATIONS)) {
    it(`${label}: the same bytes as the answer built whole`, async () => {
      const streamed = await postJson(server.app, path, YEAR);
      expect(streamed.statusCode).toBe(200);
      // Written as it was read: no length known up front, no ETag yet.
      expect(streamed.headers['content-length']).toBeUndefined();
      expect(streamed.headers.etag).toBeUndefined();
      expect(streamed.headers['content-type']).toMatch(/^application\/json/);
      const whole = await postJson(server.app, path, MARKET);
      expect(whole.headers['content-length']).toBeDefined();
      expect(whole.json().items.length).toBeGreaterThan(80 * 24);
      expect(streamed.body).toBe(whole.body);
    });
  }

  it('is compressed as it goes for a client that accepts brotli or gzip', async () => {
    const plain = await postJson(server.app, OPERATIONS['real-time consumption'], { ...YEAR, startDate: '2024-01-02T00:00:00+03:00' });
    const br = await postJson(server.app, OPERATIONS['real-time consumption'], { ...YEAR, startDate: '2024-01-03T00:00:00+03:00' }, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await postJson(server.app, OPERATIONS['real-time consumption'], { ...YEAR, startDate: '2024-01-04T00:00:00+03:00' }, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('is kept once complete: the next reader gets the cached bytes with an ETag, and a 304 for its own', async () => {
    const body = { ...YEAR, startDate: '2024-01-05T00:00:00+03:00' };
    const first = await postJson(server.app, OPERATIONS['market-clearing price (items, page, statistic)'], body);
    expect(first.headers.etag).toBeUndefined();
    const again = await postJson(server.app, OPERATIONS['market-clearing price (items, page, statistic)'], body);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBeDefined();
    const unchanged = await postJson(server.app, OPERATIONS['market-clearing price (items, page, statistic)'], body, { 'if-none-match': again.headers.etag as string });
    expect(unchanged.statusCode).toBe(304);
  });

  it('is not used for a page: a paged answer is built whole', async () => {
    const paged = await postJson(server.app, OPERATIONS['market-clearing price (items, page, statistic)'], { ...YEAR, page: { number: 2, size: 24 } });
    expect(paged.statusCode).toBe(200);
    expect(paged.headers['content-length']).toBeDefined();
    expect(paged.json().items).toHaveLength(24);
    expect(paged.json().page.total).toBe(82 * 24);
  });

  it('still refuses a bad request with the error envelope before writing anything', async () => {
    const bad = await postJson(server.app, OPERATIONS['market-clearing price (items, page, statistic)'], { ...YEAR, endDate: 'not a date' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].errorCode).toBeTruthy();
  });
});
