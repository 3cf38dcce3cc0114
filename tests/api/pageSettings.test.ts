// Page settings come from the descriptor with the administrator's overlay on top, and the server's
// date-span check follows the overlaid limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, TEST_MEMBER, postJson, signIn, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.app, TEST_ADMIN, 'admin');
});
afterAll(async () => { await server.close(); });

const MCP = '/electricity-service/v1/markets/dam/data/mcp';
const SETTINGS = '/electricity-service/v1/menu/get-page-settings';

describe('page settings and overlays', () => {
  it('answers the descriptor values', async () => {
    const body = (await postJson(server.app, SETTINGS, { menuId: 61 })).json();
    expect(body).toMatchObject({ menuId: 61, rangeType: 'YIL', rangeMaxValue: 1, descriptionEn: expect.stringContaining('day-ahead') });
    expect(Object.keys(body).sort()).toEqual(['descriptionEn', 'descriptionTr', 'historyEn', 'historyTr', 'menuId', 'rangeMaxValue', 'rangeType', 'seoKeywordsEn', 'seoKeywordsTr', 'sourceEn', 'sourceTr'].sort());
  });

  it('applies an overlay to the settings and to the span check, and removing it restores both', async () => {
    const month = { startDate: '2024-07-01T00:00:00+03:00', endDate: '2024-07-31T00:00:00+03:00' };
    expect((await postJson(server.app, MCP, month)).statusCode).toBe(200);

    const put = await server.app.inject({ method: 'PUT', url: '/app-api/admin/page-overlays/61', payload: { maxSpan: { unit: 'day', value: 7 }, description: { tr: 'Yeni açıklama', en: 'New description' } }, headers: { cookie: admin } });
    expect(put.statusCode).toBe(200);
    const settings = (await postJson(server.app, SETTINGS, { menuId: 61 })).json();
    expect(settings).toMatchObject({ rangeType: 'GUN', rangeMaxValue: 7, descriptionEn: 'New description', descriptionTr: 'Yeni açıklama' });
    const refused = await postJson(server.app, MCP, month);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].errorCode).toBe('DATE_RANGE_TOO_LONG');

    await server.app.inject({ method: 'DELETE', url: '/app-api/admin/page-overlays/61', headers: { cookie: admin } });
    expect((await postJson(server.app, MCP, month)).statusCode).toBe(200);
    expect((await postJson(server.app, SETTINGS, { menuId: 61 })).json().rangeType).toBe('YIL');
  });

  it('survives a restart of the overlay cache (it is stored in the database)', async () => {
    await server.app.inject({ method: 'PUT', url: '/app-api/admin/page-overlays/236', payload: { keywords: { tr: 'gaz', en: 'gas' } }, headers: { cookie: admin } });
    const rows = await server.store.query('SELECT keywords_en FROM page_overlays WHERE page_id = 236');
    expect(rows[0]!.keywords_en).toBe('gas');
  });

  it('rejects a bad overlay without writing anything, and callers who are not administrators', async () => {
    const bad = await server.app.inject({ method: 'PUT', url: '/app-api/admin/page-overlays/121', payload: { maxSpan: { unit: 'week', value: 0 } }, headers: { cookie: admin } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.length).toBeGreaterThan(0);
    expect(await server.store.query('SELECT * FROM page_overlays WHERE page_id = 121')).toHaveLength(0);
    const visitor = await server.app.inject({ method: 'PUT', url: '/app-api/admin/page-overlays/121', payload: {} });
    expect(visitor.statusCode).toBe(401);
    const member = await server.app.inject({ method: 'PUT', url: '/app-api/admin/page-overlays/121', payload: {}, headers: { cookie: await signIn(server.app, TEST_MEMBER) } });
    expect(member.statusCode).toBe(403);
  });

  it('answers the page update date and refuses unknown pages', async () => {
    const res = (await postJson(server.app, '/electricity-service/v1/menu/get-page-update-date', { menuId: 61 })).json();
    expect(res).toEqual({ menuId: 61, updateTime: '2024-08-20T14:00:00+03:00' });
    const unknown = await postJson(server.app, SETTINGS, { menuId: 999999 });
    expect(unknown.statusCode).toBe(400);
    const missing = await postJson(server.app, SETTINGS, {});
    expect(missing.statusCode).toBe(400);
  });
});
