// The administration service's page-data calls, on both stores: only administrator sessions may call them, a
// write is checked whole and stores nothing when any part is wrong, a change holds at once in the public page
// settings and in the report route's span check, and each write leaves an audit record with before and after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, TEST_MEMBER, getTicket, postJson, signIn, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.app, TEST_ADMIN, 'admin');
});
afterAll(async () => { await server.close(); });

const MENU = '/administration-service/v1/menu';
const MCP = '/electricity-service/v1/markets/dam/data/mcp';
const SETTINGS = '/electricity-service/v1/menu/get-page-settings';
const month = { startDate: '2024-07-01T00:00:00+03:00', endDate: '2024-07-31T00:00:00+03:00' };
const asAdmin = (url: string, body: unknown, locale = 'en') => postJson(server.app, `${MENU}/${url}`, body, { cookie: admin, 'accept-language': locale });

describe('who may call the page-data administration', () => {
  const calls = ['get-page-data-descriptions', 'update-page-data-descriptions', 'export-page-data-descriptions', 'get-page-data-limits',
    'update-page-data-limits', 'export-page-data-limits', 'data-range-limit-type', 'get-page-update-date', 'export-page-update-date', 'update-page-update-date'];

  it('refuses visitors with 401, and members and tickets with 403 in the error envelope', async () => {
    const member = await signIn(server.app, TEST_MEMBER);
    const ticket = await getTicket(server.app, TEST_ADMIN);
    for (const call of calls) {
      const visitor = await postJson(server.app, `${MENU}/${call}`, {});
      expect(visitor.statusCode, call).toBe(401);
      const asMember = await postJson(server.app, `${MENU}/${call}`, {}, { cookie: member });
      expect(asMember.statusCode, call).toBe(403);
      expect(asMember.json().errors[0].errorCode).toBe('FORBIDDEN');
      // Even the administrator's own web-service ticket: the administration needs the browser session.
      expect((await postJson(server.app, `${MENU}/${call}`, {}, { tgt: ticket })).statusCode, call).toBe(403);
    }
  });
});

describe('page-data reads and exports', () => {
  it('lists every report page with its menu path, the value in force and the default', async () => {
    const limits = (await asAdmin('get-page-data-limits', {})).json().items;
    const mcp = limits.find((r: { menuId: number }) => r.menuId === 61);
    expect(mcp).toMatchObject({ rangeType: 'YIL', rangeMaxValue: 1, defaultRangeType: 'YIL', defaultRangeMaxValue: 1, hasDateRange: true, changedByAdmin: false });
    expect(mcp.menuPathEn).toContain('Electricity');
    const descriptions = (await asAdmin('get-page-data-descriptions', {})).json().items;
    expect(descriptions.length).toBe(limits.length);
    expect(descriptions.find((r: { menuId: number }) => r.menuId === 61).descriptionEn).toContain('day-ahead');
    expect((await asAdmin('data-range-limit-type', {})).json().items.map((t: { rangeType: string }) => t.rangeType)).toEqual(['GUN', 'AY', 'YIL']);
  });

  it('exports each table as CSV in the reader\'s language', async () => {
    const tr = await asAdmin('export-page-data-limits', {}, 'tr');
    expect(tr.headers['content-type']).toContain('text/csv');
    expect(tr.body.split('\r\n')[0]).toBe('\uFEFFSayfa;Başlık;Menü yolu;Sınır;Birim;Varsayılan sınır;Varsayılan birim;Yönetici değiştirdi');
    const en = await asAdmin('export-page-data-descriptions', {});
    expect(en.body.split('\r\n')[0]).toContain('Description (English)');
    expect((await asAdmin('export-page-update-date', {})).body).toContain('Update time');
    expect((await asAdmin('get-page-data-limits', { extra: 1 })).statusCode).toBe(400);
  });
});

describe('page-data writes', () => {
  it('refuses a body with any fault, names every field at fault, and writes nothing', async () => {
    const before = await server.store.query('SELECT COUNT(*) AS n FROM page_overlays');
    const audits = await server.store.query('SELECT COUNT(*) AS n FROM audit_log');
    const bad = await asAdmin('update-page-data-limits', { items: [
      { menuId: 61, rangeType: 'GUN', rangeMaxValue: 7 },
      { menuId: 62, rangeType: 'WEEK', rangeMaxValue: 0 },
      { menuId: 999999, rangeType: 'GUN', rangeMaxValue: 1 },
    ] });
    expect(bad.statusCode).toBe(400);
    const messages = bad.json().errors.map((e: { errorMessage: string }) => e.errorMessage).join('\n');
    expect(messages).toContain('items[1].rangeType');
    expect(messages).toContain('items[1].rangeMaxValue');
    expect(messages).toContain('items[2].menuId');
    const descriptions = await asAdmin('update-page-data-descriptions', { items: [{ menuId: 61, descriptionTr: '  ', descriptionEn: 'x'.repeat(2001) }] }, 'tr');
    expect(descriptions.statusCode).toBe(400);
    expect(descriptions.json().errors.map((e: { errorMessage: string }) => e.errorMessage)).toEqual([
      'items[0].descriptionTr: Boş olmayan bir metin olmalı.', 'items[0].descriptionEn: En çok 2000 karakter olabilir.',
    ]);
    expect((await asAdmin('update-page-update-date', { items: [{ menuId: 61, updateTime: '2024-02-30T10:00:00+03:00' }] })).statusCode).toBe(400);
    expect(await server.store.query('SELECT COUNT(*) AS n FROM page_overlays')).toEqual(before);
    expect(await server.store.query('SELECT COUNT(*) AS n FROM audit_log')).toEqual(audits);
    expect((await postJson(server.app, MCP, month)).statusCode).toBe(200);
  });

  it('changes a description and a limit live in the page settings and the span check, and audits both', async () => {
    expect((await postJson(server.app, MCP, month)).statusCode).toBe(200);
    const limit = await asAdmin('update-page-data-limits', { items: [{ menuId: 61, rangeType: 'GUN', rangeMaxValue: 7 }] });
    expect(limit.statusCode).toBe(200);
    expect(limit.json().items[0]).toMatchObject({ menuId: 61, rangeType: 'GUN', rangeMaxValue: 7, defaultRangeType: 'YIL', changedByAdmin: true });
    const description = await asAdmin('update-page-data-descriptions', { items: [{ menuId: 61, descriptionTr: 'Yönetici açıklaması', descriptionEn: 'An administrator\'s description' }] });
    expect(description.statusCode).toBe(200);

    const settings = (await postJson(server.app, SETTINGS, { menuId: 61 })).json();
    expect(settings).toMatchObject({ rangeType: 'GUN', rangeMaxValue: 7, descriptionTr: 'Yönetici açıklaması', descriptionEn: 'An administrator\'s description' });
    const refused = await postJson(server.app, MCP, month);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].errorCode).toBe('DATE_RANGE_TOO_LONG');
    // The description change kept the limit (each call changes only its own part of the page's settings).
    expect((await asAdmin('get-page-data-limits', {})).json().items.find((r: { menuId: number }) => r.menuId === 61).rangeMaxValue).toBe(7);

    const log = await server.app.inject({ method: 'GET', url: '/app-api/admin/audit-log?action=update-page-data-limits', headers: { cookie: admin } });
    expect(log.statusCode).toBe(200);
    expect(log.json().items[0]).toMatchObject({
      email: TEST_ADMIN.email, action: 'update-page-data-limits', target: 'page:61',
      before: null, after: { rangeType: 'GUN', rangeMaxValue: 7 }, at: expect.stringMatching(/\+03:00$/),
    });

    // Back to the defaults: the limit in force is the descriptor's again, and the record says what it was.
    expect((await asAdmin('update-page-data-limits', { items: [{ menuId: 61, rangeType: null, rangeMaxValue: null }] })).statusCode).toBe(200);
    expect((await asAdmin('update-page-data-descriptions', { items: [{ menuId: 61, descriptionTr: null, descriptionEn: null }] })).statusCode).toBe(200);
    expect((await postJson(server.app, MCP, month)).statusCode).toBe(200);
    expect((await postJson(server.app, SETTINGS, { menuId: 61 })).json().descriptionEn).toContain('day-ahead');
    expect(await server.store.query('SELECT * FROM page_overlays WHERE page_id = 61')).toHaveLength(0);
    const latest = (await server.app.inject({ method: 'GET', url: '/app-api/admin/audit-log?limit=1&action=update-page-data-limits', headers: { cookie: admin } })).json();
    expect(latest.items[0]).toMatchObject({ before: { rangeType: 'GUN', rangeMaxValue: 7 }, after: null });
    expect(latest.total).toBe(2);
  });

  it('sets an update time that the public call answers at once', async () => {
    const answer = await asAdmin('update-page-update-date', { items: [{ menuId: 61, updateTime: '2024-08-20T15:30:00+03:00' }] });
    expect(answer.json().items[0]).toMatchObject({ updateTime: '2024-08-20T15:30:00+03:00', automaticUpdateTime: '2024-08-20T14:00:00+03:00', changedByAdmin: true });
    expect((await postJson(server.app, '/electricity-service/v1/menu/get-page-update-date', { menuId: 61 })).json().updateTime).toBe('2024-08-20T15:30:00+03:00');
    await asAdmin('update-page-update-date', { items: [{ menuId: 61, updateTime: null }] });
    expect((await postJson(server.app, '/electricity-service/v1/menu/get-page-update-date', { menuId: 61 })).json().updateTime).toBe('2024-08-20T14:00:00+03:00');
  });

  it('audits the page-overlay calls too, and exports the log', async () => {
    await server.app.inject({ method: 'PUT', url: '/app-api/admin/page-overlays/62', payload: { keywords: { tr: 'anahtar', en: 'key' } }, headers: { cookie: admin } });
    await server.app.inject({ method: 'DELETE', url: '/app-api/admin/page-overlays/62', headers: { cookie: admin } });
    const log = (await server.app.inject({ method: 'GET', url: '/app-api/admin/audit-log?limit=2', headers: { cookie: admin } })).json();
    expect(log.items.map((e: { action: string }) => e.action)).toEqual(['DELETE /app-api/admin/page-overlays', 'PUT /app-api/admin/page-overlays']);
    expect(log.items[0]).toMatchObject({ target: 'page:62', before: { keywords: { tr: 'anahtar', en: 'key' } }, after: null });
    const csv = await server.app.inject({ method: 'GET', url: '/app-api/admin/audit-log/export', headers: { cookie: admin, 'accept-language': 'tr' } });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('\uFEFFKayıt;Zaman;Hesap;E-posta;İşlem;Hedef;Önceki;Sonraki');
    expect(csv.body).toContain('DELETE /app-api/admin/page-overlays');
    expect((await server.app.inject({ method: 'GET', url: '/app-api/admin/audit-log?limit=abc', headers: { cookie: admin } })).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'GET', url: '/app-api/admin/audit-log' })).statusCode).toBe(401);
  });
});
