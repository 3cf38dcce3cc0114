// The power futures lookups and the delivery filters of the futures reports, on a seeded store: the lists follow
// the contracts of the days asked, and year / deliveryPeriod / loadType narrow the rows as the operator's do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../../../../tests/support/testServer';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const pfm = (path: string, body: Record<string, unknown>) => postJson(server.app, `/electricity-service/v1/markets/pfm/data/${path}`, body);
const day = (d: string) => `${d}T00:00:00+03:00`;
const range = { startDate: day('2024-08-19'), endDate: day('2024-08-19') };

describe('the power futures lookups', () => {
  it('list the delivery periods, years and load types of the contracts of the days asked', async () => {
    // 19 August 2024: September to November, the fourth and first quarters, and 2025 trade.
    expect((await pfm('ggf-delivery-period-list', range)).json().items.map((i: { value: string }) => i.value)).toEqual(['Ekim', 'Eylül', 'Kasım', 'Q1', 'Q4', 'Yıllık']);
    expect((await pfm('delivery-period-list', range)).json().items[0]).toEqual({ label: 'Ekim', value: 'Ekim' });
    expect((await pfm('delivery-year-list', range)).json()).toEqual({ items: [{ year: '2024' }, { year: '2025' }] });
    expect((await pfm('load-type-list', range)).json()).toEqual({ items: [{ label: 'Baz', value: 'Baz' }, { label: 'Puant', value: 'Puant' }] });
    const traded = (await pfm('th-delivery-period-list', range)).json().items as unknown[];
    expect(traded.length).toBeGreaterThan(0);
    expect(traded.length).toBeLessThanOrEqual(6);
    // In June the July contract still trades; by 19 August it is in delivery.
    const june = (await pfm('ggf-delivery-period-list', { startDate: day('2024-06-03'), endDate: day('2024-06-03') })).json().items.map((i: { value: string }) => i.value);
    expect(june).toContain('Temmuz');
  });

  it('narrow the futures reports by delivery year, period and load type (the year as a number or as text)', async () => {
    const body = { startDate: day('2024-08-01'), endDate: day('2024-08-19') };
    const all = (await pfm('ggf', body)).json().items as { contractName: string }[];
    const september = (await pfm('ggf', { ...body, year: 2024, deliveryPeriod: 'Eylül' })).json().items as { contractName: string }[];
    expect(new Set(all.map((r) => r.contractName)).size).toBe(12);
    expect([...new Set(september.map((r) => r.contractName))].sort()).toEqual(['F1BM0924', 'F1PM0924']);
    const peak = (await pfm('ggf', { ...body, year: 2024, deliveryPeriod: 'Eylül', loadType: 'Puant' })).json().items as { contractName: string }[];
    expect(new Set(peak.map((r) => r.contractName))).toEqual(new Set(['F1PM0924']));
    const trades = (await pfm('pfm-transaction-history', { ...body, year: '2025' })).json().items as { contractName: string }[];
    expect(trades.length).toBeGreaterThan(0);
    expect(trades.every((t) => t.contractName.endsWith('25'))).toBe(true);
  });
});
