// An hour filter (`"granularity": "hour"`) over the day-ahead supply-demand chart and its MCP point: the request's
// date names one delivery hour, in whatever ISO form it is written, and the route reads that hour's rows only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const CHART = '/electricity-service/v1/markets/dam/data/supply-demand-chart-data';
const CHART_MCP = '/electricity-service/v1/markets/dam/data/supply-demand-chart-ptf-data';
const MCP = '/electricity-service/v1/markets/dam/data/mcp';
/** 13:00 on 1 August 2024 in Istanbul, written three ways. */
const SAME_HOUR = ['2024-08-01T13:00:00+03:00', '2024-08-01T10:00:00Z', '2024-08-01T10:00:00.000Z'];

interface ChartPoint { amount: number; supplyPrice: number; demandPrice: number }
const chartOf = async (date: unknown) => postJson(server.app, CHART, { date });

describe('one delivery hour per request', () => {
  it('answers the same chart points for the hour written in UTC, with milliseconds or with +03:00', async () => {
    const answers = await Promise.all(SAME_HOUR.map(async (date) => (await chartOf(date)).json().items as ChartPoint[]));
    expect(answers[0]!.length).toBeGreaterThan(2);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    const nextHour = (await chartOf('2024-08-01T14:00:00+03:00')).json().items as ChartPoint[];
    expect(nextHour).not.toEqual(answers[0]);
  });

  it('answers the hour\'s MCP and matched volume in the RestResponse, where the chart\'s curves cross', async () => {
    const mcpDay = (await postJson(server.app, MCP, { startDate: '2024-08-01T00:00:00+03:00', endDate: '2024-08-01T00:00:00+03:00' })).json().items as { date: string; price: number }[];
    const mcp = mcpDay.find((h) => h.date === '2024-08-01T13:00:00+03:00')!.price;
    const answers = await Promise.all(SAME_HOUR.map((date) => postJson(server.app, CHART_MCP, { date })));
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'OK', errors: [], body: { content: { response: { date: '2024-08-01T13:00:00+03:00', mcpPrice: mcp } } } });
      expect(res.json().body).toEqual(answers[0]!.json().body);
    }
    const { matchingQuantity } = answers[0]!.json().body.content.response as { matchingQuantity: number };
    const points = (await chartOf(SAME_HOUR[0])).json().items as ChartPoint[];
    expect(points.filter((p) => p.amount === matchingQuantity)).toEqual([{ amount: matchingQuantity, supplyPrice: mcp, demandPrice: mcp }]);
  });

  it('refuses an hour that is no date with a 400 naming the field', async () => {
    for (const [url, date] of [[CHART, '2024-02-30T13:00:00+03:00'], [CHART_MCP, '2024-08-01 13h'], [CHART_MCP, 1_722_506_400_000]] as const) {
      const res = await postJson(server.app, url, { date });
      expect(res.statusCode, `${url} ${date}`).toBe(400);
      expect(res.json().errors[0].errorMessage).toMatch(/\bdate\b/);
    }
  });
});
