// The home page's dashboards (reports/dashboard/): GET operations anyone may call, without signing in, each
// answering its window's rows in the catalogue's envelope, with `latestUpdateTime` the moment its newest row
// became public.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOperation } from '../../src/engine/catalogue/catalogue';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
// Data is for members only here: the dashboards must answer anyway.
beforeAll(async () => { server = await startTestServer({ publicData: false }); });
afterAll(async () => { await server.close(); });

/** At TEST_NOW (20 August 2024, 14:30 Istanbul): each dashboard's newest row and when it was published. */
const EXPECTED: Record<string, { newest: string; oldest?: string; published?: string }> = {
  // Tomorrow's day-ahead results came out at 14:00 today.
  'day-ahead-market': { newest: '2024-08-21T23:00:00+03:00', published: '2024-08-20T14:00:00+03:00' },
  // Real-time hours are public when they are over: 13:00–14:00 at 14:00.
  'balancing-power-market': { newest: '2024-08-20T13:00:00+03:00', published: '2024-08-20T14:00:00+03:00' },
  'intra-day-market': { newest: '2024-08-20T13:00:00+03:00', published: '2024-08-20T14:00:00+03:00' },
  // Consumption and generation set today beside yesterday: both days' hours.
  'realtime-consumption': { newest: '2024-08-20T13:00:00+03:00', oldest: '2024-08-19T00:00:00+03:00', published: '2024-08-20T14:00:00+03:00' },
  'realtime-generation': { newest: '2024-08-20T13:00:00+03:00', oldest: '2024-08-19T00:00:00+03:00', published: '2024-08-20T14:00:00+03:00' },
  // A gas day's price is public from the start of that day.
  'spot-gas-market': { newest: '2024-08-20T00:00:00+03:00', published: '2024-08-20T00:00:00+03:00' },
  // The YEK-G organised market's day is public when its session closes at 17:00: yesterday's (a Monday) is the newest.
  'weighted-average-price': { newest: '2024-08-19T00:00:00+03:00', published: '2024-08-19T17:00:00+03:00' },
  // Notices of the last seven days, newest first; the envelope has a page instead of an update time.
  'market-message-system': { newest: '2024-08-20T13:00:00+03:00' },
};

const files = readdirSync('reports/dashboard').filter((f) => f.endsWith('.json'));

describe('dashboards', () => {
  it('has one descriptor for each dashboard operation with data', () => {
    expect(files.map((f) => f.replace('.json', '')).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s answers without a ticket, with rows in the catalogue shape', async (name, expected) => {
    const url = `/electricity-service/v1/dashboard/${name}`;
    const res = await server.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json();
    const operation = findOperation('electricity-service', `/v1/dashboard/${name}`)!;
    expect(Object.keys(json).sort()).toEqual([...operation.envelope].sort());
    expect(json.items.length).toBeGreaterThan(0);
    for (const item of json.items) expect(Object.keys(item).sort()).toEqual(operation.items.map((f) => f.name).sort());
    if (expected.published) {
      const dates = (json.items as { date: string }[]).map((i) => i.date).sort();
      expect(dates.at(-1)).toBe(expected.newest);
      if (expected.oldest) expect(dates[0]).toBe(expected.oldest);
      expect(json.latestUpdateTime).toBe(expected.published);
    } else {
      const newest = (json.items as { caseStartDate: string }[]).map((i) => i.caseStartDate).sort().at(-1)!;
      expect(newest <= expected.newest).toBe(true);
      expect(json.page.total).toBe(json.items.length);
    }
  });

  it('refuses a POST (the operation is GET only)', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/electricity-service/v1/dashboard/day-ahead-market', payload: {} });
    expect(res.statusCode).toBe(404);
  });

  it('keeps ordinary data routes for members when dashboards are public', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/electricity-service/v1/markets/dam/data/mcp', payload: { startDate: '2024-08-20T00:00:00+03:00', endDate: '2024-08-20T00:00:00+03:00' } });
    expect(res.statusCode).toBe(401);
  });

  it('are no pages: no menu place and no page id', () => {
    for (const file of files) {
      const descriptor = JSON.parse(readFileSync(join('reports/dashboard', file), 'utf8')) as Record<string, unknown>;
      expect(descriptor).not.toHaveProperty('menu');
      expect(descriptor).not.toHaveProperty('pageId');
    }
  });
});
