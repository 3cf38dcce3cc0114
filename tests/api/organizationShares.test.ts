// The per-organisation split of market quantities: the organisations add up to the market total every hour,
// each report answers one organisation's own rows when asked, and an unknown organisation has none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../support/testServer';
import { findDataset } from '../../src/server/datasets/datasets';
import { sqlName, quoteIdentifier } from '../../src/server/store/sqlIdentifier';
import { ORGANIZATION_SPLITS } from '../../src/server/seed/buildOrganizationShares';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const DAY = { startDate: '2024-08-19T00:00:00+03:00', endDate: '2024-08-19T00:00:00+03:00' };
const REPORTS = [
  { path: '/electricity-service/v1/markets/dam/data/clearing-quantity', field: 'matchedBids', members: 'damEntry' },
  { path: '/electricity-service/v1/markets/idm/data/matching-quantity', field: 'clearingQuantityAsk', members: 'intraDayEntry' },
  { path: '/electricity-service/v1/markets/bilateral-contracts/data/bilateral-contracts-bid-quantity', field: 'quantity', members: 'damEntry' },
  { path: '/electricity-service/v1/markets/bilateral-contracts/data/bilateral-contracts-offer-quantity', field: 'quantity', members: 'damEntry' },
];

describe.each(ORGANIZATION_SPLITS.map((s) => [s.dataset, s] as const))('%s per organisation', (_id, split) => {
  it('adds up to the market total in every hour, for every shared field', async () => {
    const dataset = findDataset(split.dataset)!;
    const sums = split.shared.map((f) => `sum(${quoteIdentifier(f)}) AS ${quoteIdentifier(f)}`).join(', ');
    const perOrg = await server.store.query(`SELECT ts, ${sums}, count(*) AS organizations FROM ${sqlName(dataset.table)} WHERE ts >= CAST($1 AS TIMESTAMP) AND ts < CAST($2 AS TIMESTAMP) GROUP BY ts ORDER BY ts`, ['2024-08-18 00:00:00', '2024-08-20 00:00:00']);
    const totals = await server.store.query(`SELECT ts, ${split.shared.map(quoteIdentifier).join(', ')} FROM ${sqlName(dataset.rollupTable!)} WHERE ts >= CAST($1 AS TIMESTAMP) AND ts < CAST($2 AS TIMESTAMP) ORDER BY ts`, ['2024-08-18 00:00:00', '2024-08-20 00:00:00']);
    expect(perOrg).toHaveLength(48);
    expect(perOrg.length).toBe(totals.length);
    perOrg.forEach((row, i) => {
      expect(Number(row.organizations)).toBeGreaterThan(1);
      for (const field of split.shared) expect(Number(row[field]), `${field} at ${String(row.ts)}`).toBeCloseTo(Number(totals[i]![field]), 6);
    });
  });
});

describe.each(REPORTS.map((r) => [r.path, r] as const))('%s', (path, report) => {
  const participant = async () => {
    const [row] = await server.store.query(`SELECT "organizationId" FROM registry_organizations WHERE ${quoteIdentifier(report.members)} = 1 ORDER BY "organizationId" LIMIT 1`);
    return Number(row!.organizationId);
  };

  it('answers one organisation its own hours, a part of the market total', async () => {
    const total = (await postJson(server.app, path, DAY)).json().items as Record<string, number>[];
    const own = await postJson(server.app, path, { ...DAY, organizationId: await participant() });
    expect(own.statusCode, own.body).toBe(200);
    const items = own.json().items as Record<string, number>[];
    expect(items).toHaveLength(total.length);
    expect(items.some((item, i) => item[report.field] !== total[i]![report.field])).toBe(true);
    items.forEach((item, i) => expect(item[report.field]!).toBeLessThanOrEqual(total[i]![report.field]!));
  });

  it('answers an organisation that is not in the market with 200 and no rows', async () => {
    const res = await postJson(server.app, path, { ...DAY, organizationId: 987_654_321 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([]);
  });
});
