// The generic report route in the operator's contract: envelope, paging, sorting, summaries, dimensions,
// aggregation and the publication horizon, over the real descriptors and simulated data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const MCP = '/electricity-service/v1/markets/dam/data/mcp';
const day = (d: string) => `${d}T00:00:00+03:00`;

describe('MCP (the issue\'s curl example)', () => {
  it('answers one day with 24 hourly items and the statistic block', async () => {
    const res = await postJson(server.app, MCP, { startDate: day('2024-07-29'), endDate: day('2024-07-29') });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items).toHaveLength(24);
    expect(Object.keys(body.items[0]).sort()).toEqual(['date', 'hour', 'price', 'priceEur', 'priceUsd']);
    expect(body.items[0].date).toBe('2024-07-29T00:00:00+03:00');
    expect(body.items[13]).toMatchObject({ date: '2024-07-29T13:00:00+03:00', hour: '13:00' });
    expect(body.statistic).toMatchObject({ priceAvg: expect.any(Number), ptfWeightedAvg: expect.any(Number) });
    const prices = body.items.map((i: { price: number }) => i.price);
    expect(body.statistic.priceMax).toBe(Math.max(...prices));
    expect(body.statistic.priceMin).toBe(Math.min(...prices));
    expect(body.statistic.priceAvg).toBeCloseTo(prices.reduce((a: number, b: number) => a + b, 0) / 24, 1);
    expect(body.page).toEqual({ number: 1, size: 24, total: 24, sort: null });
  });

  it('pages 1-based and sorts on request', async () => {
    const res = await postJson(server.app, MCP, {
      startDate: day('2024-07-01'), endDate: day('2024-07-31'),
      page: { number: 2, size: 10, sort: { field: 'price', direction: 'DESC' } },
    });
    const body = res.json();
    expect(body.items).toHaveLength(10);
    expect(body.page).toEqual({ number: 2, size: 10, total: 31 * 24, sort: { field: 'price', direction: 'DESC' } });
    const prices = body.items.map((i: { price: number }) => i.price);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    // The summary covers the whole range, not just the page.
    const all = (await postJson(server.app, MCP, { startDate: day('2024-07-01'), endDate: day('2024-07-31') })).json();
    expect(body.statistic).toEqual(all.statistic);
    expect(prices[0]).toBeLessThanOrEqual(all.statistic.priceMax);
  });

  it('publishes tomorrow after 14:00 and nothing later', async () => {
    const res = await postJson(server.app, MCP, { startDate: day('2024-08-20'), endDate: day('2024-08-25') });
    const items = res.json().items;
    expect(items).toHaveLength(48);
    expect(items.at(-1).date).toBe('2024-08-21T23:00:00+03:00');
  });

  it.each([
    ['no startDate', { endDate: day('2024-07-29') }, 'MISSING_FIELD'],
    ['a malformed date', { startDate: '29.07.2024', endDate: day('2024-07-29') }, 'INVALID_DATE'],
    ['an impossible date', { startDate: '2024-02-31T00:00:00+03:00', endDate: day('2024-03-01') }, 'INVALID_DATE'],
    ['the end before the start', { startDate: day('2024-07-29'), endDate: day('2024-07-28') }, 'END_BEFORE_START'],
    ['a span over the limit', { startDate: day('2022-01-01'), endDate: day('2024-07-28') }, 'DATE_RANGE_TOO_LONG'],
    ['an unknown sort field', { startDate: day('2024-07-29'), endDate: day('2024-07-29'), page: { number: 1, size: 10, sort: { field: 'nope', direction: 'ASC' } } }, 'INVALID_VALUE'],
    ['page number 0', { startDate: day('2024-07-29'), endDate: day('2024-07-29'), page: { number: 0, size: 10 } }, 'INVALID_VALUE'],
    ['a number for a date', { startDate: 20240729, endDate: day('2024-07-29') }, 'INVALID_TYPE'],
  ])('answers %s with 400 and the error envelope', async (_name, body, code) => {
    const res = await postJson(server.app, MCP, body);
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.errors[0]).toMatchObject({ errorCode: code, errorMessage: expect.any(String) });
    expect(json.correlationId).toEqual(expect.any(String));
  });

  it('refuses a range that starts before the market\'s first day, naming the day in the caller\'s language', async () => {
    const SGP_PRICE = '/natural-gas-service/v1/markets/sgp/data/sgp-price';
    const early = await postJson(server.app, SGP_PRICE, { startDate: day('2018-08-31'), endDate: day('2018-09-05') });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual([{ errorCode: 'DATE_BEFORE_FIRST_DAY', errorMessage: expect.stringContaining('01.09.2018') }]);
    const turkish = await server.app.inject({ method: 'POST', url: SGP_PRICE, payload: { startDate: day('2018-08-31'), endDate: day('2018-09-05') }, headers: { 'accept-language': 'tr' } });
    expect(turkish.json().errors[0].errorMessage).toMatch(/Bu piyasanın verisi 01\.09\.2018 tarihinde başlar/);
    const first = await postJson(server.app, SGP_PRICE, { startDate: day('2018-09-01'), endDate: day('2018-09-05') });
    expect(first.statusCode).toBe(200);
  });

  it('answers unparsable JSON and a non-object body with 400', async () => {
    const broken = await server.app.inject({ method: 'POST', url: MCP, payload: '{"startDate":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0].errorCode).toBe('INVALID_REQUEST');
    const array = await postJson(server.app, MCP, [1, 2]);
    expect(array.statusCode).toBe(400);
  });

  it('speaks the caller\'s language in errors', async () => {
    const tr = await postJson(server.app, MCP, { endDate: day('2024-07-29') }, { 'accept-language': 'tr-TR' });
    const en = await postJson(server.app, MCP, { endDate: day('2024-07-29') }, { 'accept-language': 'en-US' });
    expect(tr.json().errors[0].errorMessage).toContain('zorunludur');
    expect(en.json().errors[0].errorMessage).toContain('is required');
  });
});

describe('real-time generation', () => {
  const URL = '/electricity-service/v1/generation/data/realtime-generation';
  it('adds up to the total, and the plants add up to the system', async () => {
    const body = { startDate: day('2024-08-01'), endDate: day('2024-08-01') };
    const system = (await postJson(server.app, URL, body)).json();
    expect(system.items).toHaveLength(24);
    const row = system.items[12];
    const sources = Object.entries(row).filter(([k]) => !['date', 'hour', 'total'].includes(k)).reduce((s, [, v]) => s + (v as number), 0);
    expect(sources).toBeCloseTo(row.total, 0);
    expect(system.totals.totalTotal).toBeGreaterThan(0);

    const plants = (await server.app.inject({ method: 'GET', url: '/electricity-service/v1/generation/data/powerplant-list' })).json().items;
    expect(plants.length).toBeGreaterThan(1000);
    // Turkish alphabetical order: names starting with Ç come right after those with C, not after Z.
    const initials = [...new Set(plants.map((p: { name: string }) => p.name[0]))].join('');
    expect(initials.indexOf('Ç')).toBeGreaterThan(initials.indexOf('C'));
    expect(initials.indexOf('Ç')).toBeLessThan(initials.indexOf('D'));
    const solar = await server.store.query("SELECT id FROM registry_power_plants WHERE source = 'sun' ORDER BY \"installedCapacity\" DESC, id LIMIT 1");
    const one = (await postJson(server.app, URL, { ...body, powerPlantId: Number(solar[0]!.id) })).json();
    expect(one.items).toHaveLength(24);
    expect(one.items[2].sun).toBe(0); // 02:00, no sun
    expect(one.items[12].sun).toBeGreaterThan(0);
    expect(one.items[12].sun).toBeLessThan(row.sun);
    expect(one.items[12].naturalGas).toBe(0);
  });

  it('keeps the current hour and the future out (real-time publication)', async () => {
    const res = await postJson(server.app, URL, { startDate: day('2024-08-20'), endDate: day('2024-08-20') });
    expect(res.json().items.at(-1).hour).toBe('13:00');
  });
});

describe('dams', () => {
  it('lists basins, dams of a basin, and daily levels of one dam', async () => {
    const basins = (await server.app.inject({ method: 'GET', url: '/electricity-service/v1/dams/data/basin-list', payload: '{}', headers: { 'content-type': 'application/json' } })).json();
    expect(Array.isArray(basins)).toBe(true);
    expect(basins.length).toBeGreaterThan(5);
    const { damList } = (await postJson(server.app, '/electricity-service/v1/dams/data/dam-list', { basinName: basins[0] })).json();
    expect(damList.length).toBeGreaterThan(0);
    const res = await postJson(server.app, '/electricity-service/v1/dams/data/daily-kot', { basinName: basins[0], damName: damList[0], page: { number: 1, size: 5 } });
    const body = res.json();
    expect(body.items).toHaveLength(5);
    expect(body.items[0]).toMatchObject({ basin: basins[0], dam: damList[0], dailyKot: expect.any(Number), damId: expect.any(Number) });
    expect(body.items[0].date).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+03:00$/);
    expect(body.page.total).toBe(81); // 2024-06-01 … 2024-08-20, one row a day
  });
});

describe('MCP monthly average (an aggregation over MCP, declared in the descriptor)', () => {
  it('equals the mean of the hourly prices of each month', async () => {
    const res = await postJson(server.app, '/reporting-service/v1/mcp-average/data/monthly', { startDate: day('2024-06-01'), endDate: day('2024-07-31') });
    const body = res.json();
    expect(body.items.map((i: { period: number }) => i.period)).toEqual([6, 7]);
    expect(body.items[1]).toMatchObject({ date: '2024-07-01T00:00:00+03:00', periodType: 'Monthly' });
    const july = (await postJson(server.app, MCP, { startDate: day('2024-07-01'), endDate: day('2024-07-31') })).json();
    expect(body.items[1].averageMcp).toBeCloseTo(july.statistic.priceAvg, 2);
    expect(body).toHaveProperty('statistics');
    expect(body).not.toHaveProperty('page');
  });
});
