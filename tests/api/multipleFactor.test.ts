// The profile coefficients per distribution company on a seeded store (the clock is 20 August 2024, so July is
// published whole): each company's coefficients lean from the national ones (the view of
// seed/buildMultipleFactorView.ts), still add up to 1 over the month (per time band for three-rate meters), the
// request's company picks that company's rows alone, and the company list offers exactly the companies answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTRIBUTION_COMPANIES } from '../../src/server/simulator/distributionCompanies';
import { bandOf } from '../../src/server/simulator/markets/consumerCounts/profileCoefficients';
import { postJson, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const JULY = '2024-07-01T00:00:00+03:00';
interface Coefficient { period: string; time: string; multiplier: number }

async function coefficients(distributionId: number, meterReadingType: number, subscriberProfileGroup: number): Promise<Coefficient[]> {
  const answer = await postJson(server.app, '/electricity-service/v1/consumption/data/multiple-factor', {
    period: JULY, distributionId, meterReadingType, subscriberProfileGroup, page: { number: 1, size: 1000 },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().items as Coefficient[];
}
const sum = (rows: readonly Coefficient[]) => rows.reduce((s, r) => s + r.multiplier, 0);
const hourOf = (row: Coefficient) => Number(row.time.slice(11, 13));

describe('multiple factor per distribution company', () => {
  it('leans each company a few per cent from the others, hour by hour', async () => {
    const first = await coefficients(1, 1, 1);
    const second = await coefficients(14, 1, 1);
    expect(first).toHaveLength(31 * 24);
    expect(second).toHaveLength(31 * 24);
    expect(first.map((r) => r.time)).toEqual(second.map((r) => r.time));
    const ratios = first.map((r, i) => r.multiplier / second[i]!.multiplier);
    expect(Math.max(...ratios) - Math.min(...ratios)).toBeGreaterThan(0.01);
    expect(ratios.every((ratio) => ratio > 0.85 && ratio < 1.15)).toBe(true);
  });

  it('adds up to 1 over the month for every company, and over each time band for three-rate meters', async () => {
    for (const company of [1, 7, 21]) {
      for (const group of [1, 3, 5]) {
        const single = await coefficients(company, 1, group);
        expect(single.every((r) => r.multiplier > 0)).toBe(true);
        expect(sum(single)).toBeCloseTo(1, 6);
        const three = await coefficients(company, 2, group);
        for (const band of ['day', 'peak', 'night'] as const) expect(sum(three.filter((r) => bandOf(hourOf(r)) === band))).toBeCloseTo(1, 6);
      }
    }
  });

  it('answers the chosen company\'s rows alone, as the store holds them for it', async () => {
    const answered = await coefficients(9, 2, 2);
    const stored = await server.store.query(
      'SELECT multiplier FROM consumption_multiple_factor_company WHERE "distributionId" = $1 AND "meterReadingType" = $2 AND "subscriberProfileGroup" = $3'
      + ' AND ts >= CAST($4 AS TIMESTAMP) AND ts < CAST($5 AS TIMESTAMP) ORDER BY ts',
      [9, 2, 2, '2024-07-01 00:00:00', '2024-08-01 00:00:00'],
    );
    expect(answered.map((r) => r.multiplier)).toEqual(stored.map((r) => Number(r.multiplier)));
    // The operator's contract has no national variant: a company must be named.
    const national = await postJson(server.app, '/electricity-service/v1/consumption/data/multiple-factor', { period: JULY, meterReadingType: 1, subscriberProfileGroup: 1 });
    expect(national.statusCode).toBe(400);
    expect(national.json().errors[0].errorCode).toBeTruthy();
  });

  it('offers for choice exactly the companies it answers for', async () => {
    const listed = (await postJson(server.app, '/electricity-service/v1/consumption/data/multiple-factor-distribution', { period: JULY })).json() as { id: number }[];
    const answered = await server.store.query('SELECT DISTINCT "distributionId" AS id FROM consumption_multiple_factor_company ORDER BY 1');
    expect(listed.map((c) => Number(c.id)).sort((a, b) => a - b)).toEqual(answered.map((r) => Number(r.id)));
    expect(listed).toHaveLength(DISTRIBUTION_COMPANIES.length);
  });
});
