// Expensive work never freezes the server, and the rate limit counts cost: PDF exports render in the worker
// pool while trivial requests are answered; a full pool answers 503 BUSY with Retry-After; a one-year PDF
// export weighs many plain calls against RATE_LIMIT_PER_MINUTE, in a window that slides.
import type { FastifyInstance } from 'fastify';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createRenderPool, type RenderPool } from '../../src/server/exports/renderPool';
import { loadReports } from '../../src/server/reports/loadReports';
import { seedWorld } from '../../src/server/seed/seedWorld';
import { dialectOf } from '../../src/server/store/sqlDialect';
import type { Store } from '../../src/server/store/store';
import { TEST_END, TEST_NOW, TEST_START, openTestStore } from '../support/testServer';

const MCP = '/electricity-service/v1/markets/dam/data/mcp';
const MCP_EXPORT = '/electricity-service/v1/markets/dam/export/mcp';
const day = (d: string) => `${d}T00:00:00+03:00`;
/** A year up to the test clock; the store holds its last 82 days (TEST_START to TEST_END). */
const YEAR = { startDate: day('2023-08-21'), endDate: day('2024-08-20') };
const ONE_DAY = { startDate: day('2024-08-01'), endDate: day('2024-08-01') };

interface Server { app: FastifyInstance; store: Store; pool: RenderPool; clock: { ms: number } }

/** The test server of ../support/testServer.ts, with a render pool, a rate limit and a clock of the test's own. */
async function startServer(options: { pool: RenderPool; rateLimitPerMinute: number }): Promise<Server> {
  const { reports } = loadReports(resolve('reports'));
  const store = await openTestStore();
  await seedWorld(store, { startDay: TEST_START, endDay: TEST_END });
  const clock = { ms: TEST_NOW.getTime() };
  const app = await buildApp({
    store, dialect: dialectOf(store), reports, now: () => new Date(clock.ms), facts: { simulated: true, dataStart: TEST_START, dataEnd: () => TEST_END },
    publicData: true, rateLimitPerMinute: options.rateLimitPerMinute, mailer: { send: async () => undefined }, renderPool: options.pool,
  });
  await app.ready();
  return { app, store, pool: options.pool, clock };
}

const post = (app: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url, payload: JSON.stringify(body), remoteAddress, headers: { 'content-type': 'application/json', ...headers } });

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((done) => setTimeout(done, 5));
}

function pdfText(body: Buffer): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'expensive-work-'));
  try {
    writeFileSync(join(dir, 'file.pdf'), body);
    return execFileSync('pdftotext', [join(dir, 'file.pdf'), '-'], { encoding: 'utf8' });
  } catch {
    return undefined; // pdftotext is not installed
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('exports in the worker pool', () => {
  let server: Server;
  // One worker and two places in the queue: three one-year PDFs fill the pool.
  beforeAll(async () => { server = await startServer({ pool: createRenderPool({ workers: 1, queue: 2 }), rateLimitPerMinute: 0 }); });
  afterAll(async () => {
    await server?.app.close();
    await server?.store.close();
  });

  /** Starts one-year PDF exports and waits until all of them are in the pool (running or waiting). */
  async function fillPool(count: number) {
    const finished: number[] = [];
    const exports = Array.from({ length: count }, (_, i) => post(server.app, MCP_EXPORT, { ...YEAR, exportType: 'PDF' }).then((answer) => {
      finished.push(i);
      return answer;
    }));
    await until(() => { const load = server.pool.load(); return load.running + load.waiting === count; });
    return { finished, exports };
  }

  it('answers trivial requests while one-year PDF exports render', async () => {
    const { finished, exports } = await fillPool(3);
    const meta = await server.app.inject({ method: 'GET', url: '/app-api/meta' });
    const oneDay = await post(server.app, MCP, ONE_DAY);
    // Answered while every export was still rendering or waiting: nothing held the event loop.
    expect(finished).toEqual([]);
    expect(meta.statusCode).toBe(200);
    expect(oneDay.statusCode).toBe(200);
    expect(oneDay.json().items).toHaveLength(24);
    for (const answer of await Promise.all(exports)) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toContain('.pdf');
      expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(answer.rawPayload);
      if (text !== undefined) {
        expect(text).toContain('Piyasa Takas Fiyatı (PTF)');
        expect(text).toContain('Tarih aralığı: 21.08.2023 – 20.08.2024');
      }
    }
    expect(server.pool.load()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('answers 503 BUSY with Retry-After, in the caller\'s language, when every worker is busy and the queue is full', async () => {
    const { exports } = await fillPool(3);
    const turkish = await post(server.app, MCP_EXPORT, { ...YEAR, exportType: 'PDF' });
    const english = await post(server.app, MCP_EXPORT, { ...YEAR, exportType: 'PDF' }, { 'accept-language': 'en-US' });
    for (const answer of [turkish, english]) {
      expect(answer.statusCode).toBe(503);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(answer.json()).toEqual({ errors: [{ errorCode: 'BUSY', errorMessage: expect.any(String) }], correlationId: expect.any(String) });
    }
    expect(turkish.json().errors[0].errorMessage).toMatch(/^Sunucu şu anda çok sayıda dışa aktarma hazırlıyor; \d+ saniye sonra yeniden deneyin\.$/);
    expect(english.json().errors[0].errorMessage).toMatch(/^The server is busy preparing other exports; try again in \d+ seconds\.$/);
    // A small export is rendered inline: a pool full of PDFs does not refuse it.
    const smallCsv = await post(server.app, MCP_EXPORT, { ...ONE_DAY, exportType: 'CSV' });
    expect(smallCsv.statusCode).toBe(200);
    expect((await Promise.all(exports)).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    // Once the pool has room again, the same export goes through.
    expect((await post(server.app, MCP_EXPORT, { ...YEAR, exportType: 'PDF' })).statusCode).toBe(200);
  });

  it('renders a large XLSX in the pool too, as a workbook', async () => {
    const answer = await post(server.app, MCP_EXPORT, { ...YEAR, exportType: 'XLSX' });
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('the rate limit counts cost', () => {
  const LIMIT = 60;
  let server: Server;
  let rows = 0;
  beforeAll(async () => {
    server = await startServer({ pool: createRenderPool({ workers: 1, queue: 4 }), rateLimitPerMinute: LIMIT });
    // How many rows a year of MCP has in this store, asked from an address of its own.
    rows = (await post(server.app, MCP, { ...YEAR, page: { number: 1, size: 1 } }, {}, '10.0.0.99')).json().page.total;
  });
  afterAll(async () => {
    await server?.app.close();
    await server?.store.close();
  });

  /** Plain one-day calls until the first refusal: how many units the caller had left. */
  async function unitsLeft(remoteAddress: string): Promise<number> {
    for (let calls = 0; calls <= LIMIT; calls += 1) {
      if ((await post(server.app, MCP, ONE_DAY, {}, remoteAddress)).statusCode === 429) return calls;
    }
    throw new Error('never refused');
  }

  it('weighs a one-year PDF export as many plain calls: reading a year, then rendering its rows', async () => {
    expect(rows).toBeGreaterThan(1_000);
    const answer = await post(server.app, MCP_EXPORT, { ...YEAR, exportType: 'PDF' }, {}, '10.0.0.1');
    expect(answer.statusCode).toBe(200);
    // 1 for the call, 8 more for a year of hourly rows (8,784: nine started thousands), 5 per started thousand rendered.
    const cost = 9 + 5 * Math.ceil(rows / 1_000);
    expect(await unitsLeft('10.0.0.1')).toBe(LIMIT - cost);
    // A one-year page of 24 rows is a plain call; a one-year page of 5,000 rows is five.
    server.clock.ms += 60_000;
    expect((await post(server.app, MCP, { ...YEAR, page: { number: 1, size: 24 } }, {}, '10.0.0.1')).statusCode).toBe(200);
    expect((await post(server.app, MCP, { ...YEAR, page: { number: 1, size: 5_000 } }, {}, '10.0.0.1')).statusCode).toBe(200);
    expect(await unitsLeft('10.0.0.1')).toBe(LIMIT - 1 - 5);
  });

  it('refuses a call that costs more than what is left with 429, Retry-After and what it would cost', async () => {
    server.clock.ms += 60_000;
    for (let i = 0; i < LIMIT - 3; i += 1) expect((await post(server.app, MCP, ONE_DAY, {}, '10.0.0.2')).statusCode).toBe(200);
    const refused = await post(server.app, MCP_EXPORT, { ...YEAR, exportType: 'CSV' }, { 'accept-language': 'en-US' }, '10.0.0.2');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(60);
    expect(refused.json().errors[0]).toEqual({ errorCode: 'TOO_MANY_REQUESTS', errorMessage: 'This request needs 8 more units of your per-minute limit (a plain call is 1); try again in 60 seconds, or ask for a shorter date range.' });
    // The plain call it began with was counted (58 of 60 used); the rest was not.
    expect(await unitsLeft('10.0.0.2')).toBe(2);
    server.clock.ms += 60_000;
    expect((await post(server.app, MCP_EXPORT, { ...YEAR, exportType: 'CSV' }, {}, '10.0.0.2')).statusCode).toBe(200);
  });

  it('slides: the limit holds across a minute boundary, where a fixed minute let twice as many calls through', async () => {
    const minute = Math.ceil(server.clock.ms / 60_000) * 60_000;
    server.clock.ms = minute - 100;
    for (let i = 0; i < LIMIT; i += 1) expect((await post(server.app, MCP, ONE_DAY, {}, '10.0.0.3')).statusCode).toBe(200);
    server.clock.ms = minute + 100;
    const refused = await post(server.app, MCP, ONE_DAY, {}, '10.0.0.3');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(60);
    server.clock.ms = minute - 100 + 60_000;
    expect((await post(server.app, MCP, ONE_DAY, {}, '10.0.0.3')).statusCode).toBe(200);
  });
});
