// A source that fails: a 400 envelope stops that dataset and leaves its rows as they were; 5xx and 429 are
// retried a bounded number of times; the other datasets are copied regardless.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duckdbDialect } from '../../src/server/store/sqlDialect';
import { createSourceClient } from '../../src/server/sync/sourceClient';
import { syncFromSource } from '../../src/server/sync/syncFromSource';
import { countRows, emptyTarget, startSourceWorld, type SourceWorld } from './sourceServers';

const CONSUMPTION = '/electricity-service/v1/consumption/data/realtime-consumption';
const MCP = '/electricity-service/v1/markets/dam/data/mcp';
let world: SourceWorld;

beforeAll(async () => { world = await startSourceWorld(); });
afterAll(async () => { await world?.close(); });

const sync = (url: string, store: Awaited<ReturnType<typeof emptyTarget>>, until: string, only: string[], retries = 2) => syncFromSource({
  client: createSourceClient({ baseUrl: url, retries, retryDelayMs: 1 }), store, dialect: duckdbDialect, reports: world.reports,
  since: '2024-06-01', until, only,
});

describe('sync from a failing source', () => {
  it('stops a dataset at a 400 answer, keeps its stored rows unchanged and copies the others', async () => {
    const good = await world.serve();
    const failing = await world.serve(async (request, reply) => {
      const body = request.body as { startDate?: string } | undefined;
      if (request.url === CONSUMPTION && body?.startDate?.startsWith('2024-07')) {
        return reply.code(400).send({ errors: [{ errorCode: 'INVALID_DATE', errorMessage: 'startDate is not a valid date.' }] });
      }
      return undefined;
    });
    const target = await emptyTarget();
    try {
      await sync(good.url, target, '2024-06-10', ['consumption.realtime']);
      const before = await target.query('SELECT * FROM consumption_realtime ORDER BY ts');
      expect(before).toHaveLength(10 * 24);

      const outcomes = await sync(failing.url, target, '2024-08-10', ['consumption.realtime', 'dam.mcp']);
      const consumption = outcomes.find((o) => o.dataset === 'consumption.realtime')!;
      expect(consumption.status).toBe('failed');
      expect(consumption.message).toContain(`${CONSUMPTION} answered HTTP 400: INVALID_DATE: startDate is not a valid date.`);
      // The June chunk was read before July failed; none of it was written.
      expect(await target.query('SELECT * FROM consumption_realtime ORDER BY ts')).toEqual(before);
      expect(outcomes.find((o) => o.dataset === 'dam.mcp')).toMatchObject({ status: 'copied', rows: 71 * 24 });
    } finally {
      await target.close();
    }
  });

  it('retries 503 and 429 answers and goes on when the source recovers', async () => {
    let failures = 0;
    const flaky = await world.serve(async (request, reply) => {
      if (request.url !== MCP || failures >= 2) return undefined;
      failures += 1;
      return reply.code(failures === 1 ? 503 : 429).header('retry-after', '0').send({ errors: [{ errorCode: 'BUSY', errorMessage: 'busy' }] });
    });
    const target = await emptyTarget();
    try {
      const [outcome] = await sync(flaky.url, target, '2024-06-03', ['dam.mcp']);
      expect(failures).toBe(2);
      expect(outcome).toMatchObject({ status: 'copied', rows: 3 * 24 });
    } finally {
      await target.close();
    }
  });

  it('gives up after the bounded retries and writes nothing', async () => {
    let calls = 0;
    const down = await world.serve(async (request, reply) => {
      if (request.url !== MCP) return undefined;
      calls += 1;
      return reply.code(500).send({ errors: [{ errorCode: 'INTERNAL', errorMessage: 'the database is away' }] });
    });
    const target = await emptyTarget();
    try {
      const [outcome] = await sync(down.url, target, '2024-06-03', ['dam.mcp'], 2);
      expect(calls).toBe(3);
      expect(outcome).toMatchObject({ status: 'failed', rows: 0 });
      expect(outcome!.message).toMatch(/answered HTTP 500 after 3 tries: INTERNAL: the database is away/);
      expect(await countRows(target, 'dam_mcp')).toBe(0);
    } finally {
      await target.close();
    }
  });

  it('stops a dataset whose route ignores paging instead of reading forever', async () => {
    const unpaged = await world.serve(async (request, reply) => {
      if (request.url !== MCP) return undefined;
      const items = [0, 1].map((h) => ({ date: `2024-06-01T0${h}:00:00+03:00`, hour: `0${h}:00`, price: 1, priceUsd: 1, priceEur: 1 }));
      return reply.send({ items, page: { number: 1, size: 2, total: 24, sort: null }, statistic: {} });
    });
    const target = await emptyTarget();
    try {
      const [outcome] = await syncFromSource({
        client: createSourceClient({ baseUrl: unpaged.url }), store: target, dialect: duckdbDialect, reports: world.reports,
        since: '2024-06-01', until: '2024-06-01', only: ['dam.mcp'], pageSize: 2,
      });
      expect(outcome).toMatchObject({ status: 'failed', rows: 0 });
      expect(outcome!.message).toBe(`${MCP} sent the same items for page 2 as for page 1: it does not page`);
    } finally {
      await target.close();
    }
  });

  it('stops a dataset whose two routes disagree on its rows', async () => {
    const smp = '/electricity-service/v1/markets/bpm/data/system-marginal-price';
    const odd = await world.serve(async (request, reply) => {
      if (request.url !== smp) return undefined;
      return reply.send({ items: [{ date: '2024-06-01T05:30:00+03:00', hour: '05:30', systemMarginalPrice: 1 }], page: { number: 1, size: 1, total: 1, sort: null }, statistics: {} });
    });
    const target = await emptyTarget();
    try {
      const [outcome] = await sync(odd.url, target, '2024-06-01', ['bpm.smp']);
      expect(outcome!.message).toBe('/v1/markets/bpm/data/system-marginal-price has a row (2024-06-01T05:30:00+03:00 region=TR1) that /v1/markets/bpm/data/system-direction does not');
      expect(await countRows(target, 'bpm_smp')).toBe(0);
    } finally {
      await target.close();
    }
  });

  it('stops a dataset when the source cannot be reached', async () => {
    const target = await emptyTarget();
    try {
      const [outcome] = await sync(`http://127.0.0.1:${await closedPort()}`, target, '2024-06-03', ['gas.drp']);
      expect(outcome).toMatchObject({ status: 'failed', rows: 0 });
      expect(outcome!.message).toMatch(/could not reach the source \(ECONNREFUSED\)/);
    } finally {
      await target.close();
    }
  });
});

/** A port nothing listens on: one just freed by a server of this test. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
