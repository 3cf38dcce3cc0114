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
});
