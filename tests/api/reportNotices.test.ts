// GET /app-api/reports/:id/notices on both stores: the market-message notices a chart shades, beside the report's
// contract answer (which stays exactly the operator's), for the chosen days and, on a plant's page, the plant;
// bad input is a 400 in the error envelope, a report that draws no notices a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticesAnswer } from '../../src/engine/charts/notices/chartNotice';
import { postJson, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); }, 120_000);
afterAll(async () => { await server?.close(); });

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('report notices', () => {
  it('answers the notices that overlap the days, none not yet public, and leaves the contract answer as it was', async () => {
    const answer = await get('/app-api/reports/dam-mcp/notices?startDate=2024-08-14&endDate=2024-08-20');
    expect(answer.statusCode).toBe(200);
    const { items, truncated } = answer.json<NoticesAnswer>();
    // A chart of the whole system shades only the faults with the ten largest capacity losses, and says there were more.
    expect(items).toHaveLength(10);
    expect(truncated).toBe(true);
    expect(items.every((n) => n.kind === 'fault')).toBe(true);
    for (const notice of items) {
      expect(['fault', 'maintenance', 'limit']).toContain(notice.kind);
      expect(notice.end > '2024-08-14T00:00:00+03:00').toBe(true);
      // TEST_NOW is 14:30 on the 20th: a notice starting in the running hour is not public yet.
      expect(notice.start < '2024-08-20T14:00:00+03:00').toBe(true);
      expect(notice.capacityDuring).toBeLessThanOrEqual(notice.capacityBefore);
    }
    const contract = await postJson(server.app, '/electricity-service/v1/markets/dam/data/mcp', { startDate: '2024-08-14T00:00:00+03:00', endDate: '2024-08-20T00:00:00+03:00' });
    expect(Object.keys(contract.json())).toEqual(expect.not.arrayContaining(['notices']));
    expect(Object.keys(contract.json().items[0])).toEqual(['date', 'hour', 'price', 'priceUsd', 'priceEur']);
  });

  it('keeps only the chosen plant on a plant-filtered page: every notice the market message report lists for it', async () => {
    const all = (await get('/app-api/reports/realtime-generation/notices?startDate=2024-08-01&endDate=2024-08-19')).json<NoticesAnswer>().items;
    const plant = all[0]!.powerPlantId;
    const answer = await get(`/app-api/reports/realtime-generation/notices?startDate=2024-08-01&endDate=2024-08-19&powerPlantId=${plant}`);
    const mine = answer.json<NoticesAnswer>().items;
    expect(answer.json<NoticesAnswer>().truncated).toBe(false);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((n) => n.powerPlantId === plant)).toBe(true);
    const listed = await postJson(server.app, '/electricity-service/v1/markets/data/market-message-system', {
      startDate: '2024-08-01T00:00:00+03:00', endDate: '2024-08-19T00:00:00+03:00', regionId: 1, powerPlantId: plant, page: { number: 1, size: 1000 },
    });
    const listedIds = (listed.json().items as { id: number }[]).map((n) => n.id);
    expect(listedIds.length).toBeGreaterThan(0);
    expect(mine.map((n) => n.id)).toEqual(expect.arrayContaining(listedIds));
    // A list of plants (the by-plant page's powerPlantIds) keeps each of them.
    const several = (await get(`/app-api/reports/realtime-generation-by-plant/notices?startDate=2024-08-01&endDate=2024-08-19&powerPlantIds=${plant},${all.at(-1)!.powerPlantId}`)).json<NoticesAnswer>().items;
    expect(new Set(several.map((n) => n.powerPlantId))).toEqual(new Set([plant, all.at(-1)!.powerPlantId]));
  });

  it.each([
    ['startDate=2024-13-01&endDate=2024-08-02', 'startDate'],
    ['startDate=2024-08-01', 'endDate'],
    ['startDate=2024-08-05&endDate=2024-08-01', 'endDate cannot be before startDate'],
    ['startDate=2023-01-01&endDate=2024-08-01', 'at most 366 days'],
    ["startDate=2024-08-01&endDate=2024-08-02&powerPlantId=1' OR 1=1", 'powerPlantId must be'],
  ])('refuses %s with a 400 in the error envelope', async (query, message) => {
    const answer = await get(`/app-api/reports/realtime-generation/notices?${query}`, { 'accept-language': 'en-US' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0]).toEqual({ errorCode: 'INVALID_VALUE', errorMessage: expect.stringContaining(message) });
  });

  it('says in Turkish by default, and 404 for a report whose chart draws no notices', async () => {
    const bad = await get('/app-api/reports/dam-mcp/notices?startDate=x&endDate=2024-08-01');
    expect(bad.json().errors[0].errorMessage).toContain('bir gün olmalı');
    const none = await get('/app-api/reports/market-message-system/notices?startDate=2024-08-01&endDate=2024-08-02');
    expect(none.statusCode).toBe(404);
    expect(none.json().errors[0].errorCode).toBe('REPORT_NOT_FOUND');
  });
});
