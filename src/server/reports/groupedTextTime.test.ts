// A time a dataset keeps as ISO text passes through an aggregate that groups by it (buildReportQuery.ts): the
// yearly interconnection capacity forecast, read from its monthly rows, answers its year's start and end as stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../../../tests/support/testServer';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); }, 120_000);
afterAll(async () => { await server.close(); });

describe('an aggregate grouping by a time kept as text', () => {
  it('answers the yearly forecast\'s start and end as its monthly rows store them, one row per direction', async () => {
    const res = await postJson(server.app, '/electricity-service/v1/transmission/data/tcat-pre-year-forecast', {
      startDate: '2024-01-01T00:00:00+03:00', endDate: '2024-12-31T00:00:00+03:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as Record<string, unknown>[];
    expect(items.map((r) => r.td).sort()).toEqual(['BGTR', 'GETR', 'GRTR', 'TRBG', 'TRGE', 'TRGR']);
    for (const r of items) {
      expect(r.startsAt).toBe('2024-01-01T00:00:00+03:00');
      expect(r.endsAt).toBe('2024-12-31T23:00:00+03:00');
      expect(r.atc).toBe((r.ntc as number) - (r.ac as number));
    }
  });

  it('answers the monthly forecast\'s transfer period as stored, the month\'s first and last hour', async () => {
    const res = await postJson(server.app, '/electricity-service/v1/transmission/data/tcat-pre-month-forecast', {
      startDate: '2024-07-01T00:00:00+03:00', endDate: '2024-07-31T00:00:00+03:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as Record<string, unknown>[];
    expect(items).toHaveLength(6);
    for (const r of items) expect([r.transferStart, r.transferEnd]).toEqual(['2024-07-01T00:00:00+03:00', '2024-07-31T23:00:00+03:00']);
  });
});
