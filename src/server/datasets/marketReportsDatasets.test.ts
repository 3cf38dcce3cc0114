// The market-report datasets as the routes answer them (a seeded world, the real descriptors): the joins bring the
// existing quantities and prices in, the GDDK groups add up to the totals a request without filters gets, and
// the meters' increase rate is this month's count over last month's minus one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../../../tests/support/testServer';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

type Item = Record<string, number | string | null>;
const items = async (url: string, body: unknown): Promise<Item[]> => {
  const res = await postJson(server.app, url, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
};
const DAY = '2024-08-19T00:00:00+03:00';
const JULY = { startDate: '2024-07-01T00:00:00+03:00', endDate: '2024-07-31T00:00:00+03:00' };
const GDDK = '/electricity-service/v1/markets/retroactive-adjustment/data';

describe('market reports through their routes', () => {
  it('daily report: 24 hours with every field filled, undelivered instructions below the instructed ones', async () => {
    const rows = await items('/reporting-service/v1/data/daily-report', { startDate: DAY, endDate: DAY });
    const generation = await items('/electricity-service/v1/generation/data/realtime-generation', { startDate: DAY, endDate: DAY });
    expect(rows).toHaveLength(24);
    rows.forEach((r, h) => {
      for (const [key, value] of Object.entries(r)) expect(value, key).not.toBeNull();
      expect(r.yalTeslimEdilmeyen as number).toBeLessThanOrEqual((r.yal0 as number) + (r.yal1 as number) + (r.yal2 as number));
      // The programme is the hour's generation give or take the plan error (at most 4 %).
      expect(Math.abs((r.kgup as number) / (generation[h]!.total as number) - 1)).toBeLessThanOrEqual(0.0401);
    });
  });

  it('BPM instructions: the code quantities are bpm.order-summary\'s, net = delivered up − delivered down, weighted averages within the marginal prices', async () => {
    const [byCode, averages] = await Promise.all([
      items('/reporting-service/v1/data/dgp-talimat', { date: DAY }),
      items('/reporting-service/v1/data/dgp-talimat-agr-ort', { date: DAY }),
    ]);
    expect(byCode).toHaveLength(24);
    byCode.forEach((r, h) => {
      const a = averages[h]!;
      expect(r.netTalimat as number).toBeCloseTo((r.ygYal as number) - (r.ygYat as number), 6);
      expect(r.ygYal as number).toBeLessThanOrEqual((r.yalSifirMiktar as number) + (r.yalBirMiktar as number) + (r.yalIkiMiktar as number));
      expect(a.yalSifirMiktar).toBe(r.yalSifirMiktar);
      expect(a.yalSifirAgrOrt as number).toBeLessThanOrEqual((r.yalSifirFiyat as number) + 0.005);
      expect(a.yatSifirAgrOrt as number).toBeGreaterThanOrEqual((r.yatSifirFiyat as number) - 0.005);
    });
    // The 0-coded marginal price on the side the system needed is the SMP.
    expect(byCode.filter((r) => r.yalSifirFiyat === r.smf || r.yatSifirFiyat === r.smf).length).toBeGreaterThan(12);
  });

  it('GDDK meter counts: the profile groups and the companies add up to the country\'s total', async () => {
    const url = `${GDDK}/meter-count-subject-to-retroactive-adjustment`;
    const [country] = await items(url, JULY);
    expect(country!.total as number).toBeGreaterThan(10_000);
    const groups = ['Mesken', 'Ticarethane', 'Sanayi', 'Tarımsal Sulama', 'Aydınlatma'];
    const byGroup = await Promise.all(groups.map((g) => items(url, { ...JULY, subscriberProfileGroupName: g })));
    expect(byGroup.reduce((s, [r]) => s + (r!.total as number), 0)).toBe(country!.total);
    expect(byGroup.reduce((s, [r]) => s + (r!.hourlyTimedMeterCount as number), 0)).toBe(country!.hourlyTimedMeterCount);
    const byCompany = await Promise.all(Array.from({ length: 21 }, (_, i) => items(url, { ...JULY, distributionId: i + 1 })));
    expect(byCompany.reduce((s, [r]) => s + (r!.total as number), 0)).toBe(country!.total);
  });

  it('GDDK sums: net = credit − debt, and the volumes priced are those of the meter-reading companies', async () => {
    const [sum] = await items(`${GDDK}/retroactive-adjustment-sum`, JULY);
    expect(sum!.gddkNetAmount as number).toBeCloseTo((sum!.gddkCreditAmount as number) - (sum!.gddkDebtAmount as number), 2);
    expect(sum!.version).toBe('2024-08-15T00:00:00+03:00');
    const volumes = await items(`${GDDK}/meter-volume`, { periodStartDate: JULY.startDate, periodEndDate: JULY.endDate, meterReadOrgId: 14502 });
    expect(volumes.map((v) => v.subscriberProfileGroup)).toHaveLength(6);
  });

  it('eligible meters: the increase rate is this month\'s count over last month\'s minus one', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/reporting-service/v1/data/eligible-consumer-and-meter-increases' });
    const rows: Item[] = res.json().items;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.artisOrani as number).toBeCloseTo((rows[i]!.sayacAdedi as number) / (rows[i - 1]!.sayacAdedi as number) - 1, 12);
    }
    const stsa = await items('/reporting-service/v1/data/stsa', {});
    expect(stsa.map((r) => r.sayacArtisOrani)).toEqual(rows.map((r) => r.artisOrani));
  });
});
