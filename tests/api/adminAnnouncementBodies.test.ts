// Announcement bodies are cleaned by the server whatever the browser sends: formatting from the allow-list is
// stored, script, handlers, style, iframes and javascript: links never are; a body with nothing readable left is
// a 400 naming the field. A draft is seen by administrators only, until it is published.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, TEST_ADMIN, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;

interface AnnouncementJson { id: number; titleEn: string; bodyTr: string; bodyEn: string; draft: boolean }

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => server.app.inject({
  method, url, headers: { cookie: admin, 'accept-language': 'en-US', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
});
const visible = async () => ((await server.app.inject({ url: '/app-api/announcements' })).json() as { items: AnnouncementJson[] }).items;

beforeAll(async () => {
  server = await startTestServer({ publicData: false });
  admin = await signIn(server.app, TEST_ADMIN, 'admin');
});
afterAll(() => server.close());

describe('announcement bodies', () => {
  it('stores the allowed formatting and nothing else, and readers get the cleaned body', async () => {
    const hostile = '<h2 onclick="alert(1)">Bakım</h2><p style="color:red">Pazar <b>02:00</b><script>alert(1)</script>'
      + '<a href="javascript:alert(1)">tıkla</a> <a href="https://example.org/x">ayrıntı</a></p><iframe src="https://evil.example"></iframe>'
      + '<img src="https://evil.example/t.png" onerror="alert(1)"><img src="/media/7-logo.png" alt="Logo">';
    const created = await send('POST', '/app-api/admin/announcements', { titleTr: 'Biçimli', titleEn: 'Formatted', bodyTr: hostile, bodyEn: '<p>Plain <em>text</em></p>' });
    expect(created.statusCode).toBe(201);
    const expected = '<h2>Bakım</h2><p>Pazar <strong>02:00</strong>tıkla <a href="https://example.org/x" rel="noopener noreferrer" target="_blank">ayrıntı</a></p><img src="/media/7-logo.png" alt="Logo">';
    expect(created.json()).toMatchObject({ bodyTr: expected, bodyEn: '<p>Plain <em>text</em></p>' });
    const read = (await visible()).find((a) => a.titleEn === 'Formatted')!;
    expect(read.bodyTr).toBe(expected);
    expect(read.bodyTr).not.toMatch(/script|onclick|onerror|style|iframe|javascript|evil/);
    const changed = await send('PUT', `/app-api/admin/announcements/${read.id}`, { titleTr: 'Biçimli', titleEn: 'Formatted', bodyTr: '<p>ok<svg onload="alert(1)"><a href="https://x.example">svg</a></svg></p>', bodyEn: 'Plain' });
    expect(changed.json()).toMatchObject({ bodyTr: '<p>ok</p>', bodyEn: 'Plain' });
    expect((await send('DELETE', `/app-api/admin/announcements/${read.id}`)).statusCode).toBe(204);
  });

  it('refuses a body with nothing readable once cleaned, naming the field, and writes nothing', async () => {
    const before = (await visible()).length;
    const answer = await send('POST', '/app-api/admin/announcements', { titleTr: 'Boş', titleEn: 'Empty', bodyTr: '<script>alert(1)</script>', bodyEn: '<p> </p>' });
    expect(answer.statusCode).toBe(400);
    const messages = (answer.json() as { errors: { errorMessage: string }[] }).errors.map((e) => e.errorMessage);
    expect(messages).toEqual([expect.stringMatching(/^bodyTr:/), expect.stringMatching(/^bodyEn:/)]);
    expect((await visible()).length).toBe(before);
  });

  it('keeps a draft from readers until it is published', async () => {
    const draft = (await send('POST', '/app-api/admin/announcements', { titleTr: 'Taslak', titleEn: 'Draft', bodyTr: 'Metin', bodyEn: 'Text', draft: true })).json() as AnnouncementJson;
    expect(draft.draft).toBe(true);
    expect((await visible()).some((a) => a.id === draft.id)).toBe(false);
    expect((await server.app.inject({ method: 'POST', url: `/app-api/announcements/${draft.id}/views` })).statusCode).toBe(404);
    const all = (await server.app.inject({ url: '/app-api/admin/announcements', headers: { cookie: admin } })).json() as { items: AnnouncementJson[] };
    expect(all.items.find((a) => a.id === draft.id)?.draft).toBe(true);
    await send('PUT', `/app-api/admin/announcements/${draft.id}`, { titleTr: 'Taslak', titleEn: 'Draft', bodyTr: 'Metin', bodyEn: 'Text', draft: false });
    expect((await visible()).some((a) => a.id === draft.id)).toBe(true);
    await send('DELETE', `/app-api/admin/announcements/${draft.id}`);
  });

  it('records every write in the audit log with the announcement before and after', async () => {
    const audit = async (id: number) => (await server.store.query('SELECT action, before_json, after_json FROM audit_log WHERE target = $1 ORDER BY id', [`announcement:${id}`]))
      .map((r) => ({ action: String(r.action), before: r.before_json === null ? null : JSON.parse(String(r.before_json)) as AnnouncementJson, after: r.after_json === null ? null : JSON.parse(String(r.after_json)) as AnnouncementJson }));
    const created = (await send('POST', '/app-api/admin/announcements', { titleTr: 'Kayıt', titleEn: 'Audited', bodyTr: 'Bir', bodyEn: 'One' })).json() as AnnouncementJson;
    await send('PUT', `/app-api/admin/announcements/${created.id}`, { titleTr: 'Kayıt', titleEn: 'Audited, changed', bodyTr: 'İki', bodyEn: 'Two' });
    await send('DELETE', `/app-api/admin/announcements/${created.id}`);
    const records = await audit(created.id);
    expect(records.map((r) => r.action)).toEqual(['POST /app-api/admin/announcements', 'PUT /app-api/admin/announcements/:id', 'DELETE /app-api/admin/announcements/:id']);
    expect(records[0]).toMatchObject({ before: null, after: { titleEn: 'Audited' } });
    expect(records[1]).toMatchObject({ before: { titleEn: 'Audited', bodyEn: 'One' }, after: { titleEn: 'Audited, changed', bodyEn: 'Two' } });
    expect(records[2]).toMatchObject({ before: { titleEn: 'Audited, changed' }, after: null });
    // A refused write and a write to no announcement leave no record.
    expect((await send('PUT', '/app-api/admin/announcements/999999', { titleTr: 'x', titleEn: 'x', bodyTr: 'x', bodyEn: 'x' })).statusCode).toBe(404);
    expect(await audit(999999)).toEqual([]);
  });

  it('finds audit records by account e-mail, number or target on the server, across every page', async () => {
    const created = (await send('POST', '/app-api/admin/announcements', { titleTr: 'Süzgeç', titleEn: 'Filter', bodyTr: 'Bir', bodyEn: 'One' })).json() as AnnouncementJson;
    const log = async (query: string) => (await server.app.inject({ url: `/app-api/admin/audit-log?${query}`, headers: { cookie: admin } }));
    const byTarget = (await log(`account=${encodeURIComponent(`ANNOUNCEMENT:${created.id}`)}`)).json() as { total: number; items: { target: string }[] };
    expect(byTarget.total).toBe(1);
    expect(byTarget.items[0]!.target).toBe(`announcement:${created.id}`);
    const byEmail = (await log(`limit=1&account=${encodeURIComponent(TEST_ADMIN.email.toUpperCase())}`)).json() as { total: number; items: unknown[] };
    expect(byEmail.items).toHaveLength(1);
    expect(byEmail.total).toBeGreaterThan(1);
    expect((await log('account=nobody-such@example.org')).json()).toMatchObject({ total: 0, items: [] });
    expect((await log(`account=${'x'.repeat(121)}`)).statusCode).toBe(400);
    const csv = await server.app.inject({ url: `/app-api/admin/audit-log/export?account=announcement:${created.id}`, headers: { cookie: admin } });
    expect(csv.body.trim().split('\n')).toHaveLength(2);
    await send('DELETE', `/app-api/admin/announcements/${created.id}`);
  });
});
