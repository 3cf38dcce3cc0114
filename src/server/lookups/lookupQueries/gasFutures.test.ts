// The gas futures lookups and the three request bodies of the gas futures reports, on a seeded store
// (2024-06-01 … 2024-08-21, the clock at 2024-08-20 14:30): by trading dates, by delivery year and period, or by
// delivery year alone, on one path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../../../../tests/support/testServer';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const vgp = (path: string, body: Record<string, unknown>) => postJson(server.app, `/natural-gas-service/v1/markets/vgp/data/${path}`, body);
const get = (path: string) => server.app.inject({ method: 'GET', url: `/natural-gas-service/v1/markets/vgp/data/${path}` });
const day = (d: string) => `${d}T00:00:00+03:00`;
type Row = { contractName: string; transactionDate?: string; date?: string };

describe('the gas futures lookups', () => {
  it('list the delivery periods in Turkish alphabetical order and the delivery years of the published contracts', async () => {
    const periods = (await get('delivery-period')).json();
    const names = periods.items.map((i: { deliveryPeriod: string }) => i.deliveryPeriod);
    // June to August 2024 list July to November, the third and fourth quarters, Q1 2025 and the year 2025.
    expect(names).toEqual(['Ağustos', 'Ekim', 'Eylül', 'Kasım', 'Q1', 'Q3', 'Q4', 'Temmuz', 'Yıllık']);
    expect(periods.page.total).toBe(periods.items.length);
    expect((await get('delivery-year')).json().items).toEqual([{ deliveryYear: '2024' }, { deliveryYear: '2025' }]);
  });
});

describe('the gas futures reports’ request bodies', () => {
  it('answer by trading dates: every contract traded on those days, nothing else', async () => {
    const rows = (await vgp('ggf', { isTransactionPeriod: true, startDate: day('2024-08-19'), endDate: day('2024-08-19') })).json().items as Row[];
    expect(rows.map((r) => r.contractName).sort()).toEqual(['GM0924', 'GM1024', 'GM1124', 'GQ0125', 'GQ0424', 'GY25']);
    expect(rows.every((r) => r.transactionDate!.startsWith('2024-08-19'))).toBe(true);
  });

  it('answer by delivery year and period: one contract over every published day it traded', async () => {
    const rows = (await vgp('ggf', { isTransactionPeriod: false, deliveryYear: '2024', deliveryPeriod: 'Eylül' })).json().items as Row[];
    expect(new Set(rows.map((r) => r.contractName))).toEqual(new Set(['GM0924']));
    const days = new Set(rows.map((r) => r.transactionDate!.slice(0, 10)));
    expect(days.has('2024-06-03')).toBe(true);
    expect(days.has('2024-08-20')).toBe(false); // the day's session has not closed at 14:30
  });

  it('answer by delivery year alone: every contract delivering that year', async () => {
    const trades = (await vgp('vgp-transaction-history', { isTransactionPeriod: false, deliveryYear: '2025' })).json().items as Row[];
    expect(trades.length).toBeGreaterThan(0);
    expect(new Set(trades.map((t) => t.contractName))).toEqual(new Set(['GQ0125', 'GY25']));
  });

  it('refuse a body that is neither form with a 400 naming both', async () => {
    const answer = await vgp('matching-quantity', { isTransactionPeriod: true, deliveryYear: '2024' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0].errorMessage).toContain('isTransactionPeriod: false, deliveryYear');
  });

  it('refuse trading dates before the market’s first day, 2021-10-01, saying so', async () => {
    const answer = await vgp('vgp-volume', { isTransactionPeriod: true, startDate: day('2021-09-20'), endDate: day('2021-10-05') });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0].errorMessage).toContain('2021');
    expect((await vgp('vgp-volume', { isTransactionPeriod: true, startDate: day('2021-10-01'), endDate: day('2021-10-05') })).statusCode).toBe(200);
  });

  it('agree with each other: the day’s matched quantity is the sum of its trades', async () => {
    const body = { isTransactionPeriod: true, startDate: day('2024-08-01'), endDate: day('2024-08-16') };
    const quantities = (await vgp('matching-quantity', body)).json().items as (Row & { marketMatchingQuantity: number })[];
    const trades = (await vgp('vgp-transaction-history', body)).json().items as (Row & { matchingQuantity: number })[];
    expect(quantities.length).toBeGreaterThan(10);
    for (const q of quantities) {
      const own = trades.filter((t) => t.contractName === q.contractName && t.date!.slice(0, 10) === q.date!.slice(0, 10));
      expect(own.reduce((s, t) => s + t.matchingQuantity, 0)).toBe(q.marketMatchingQuantity);
    }
  });
});
