// Announcements: readers see what is published and not expired, newest first; administrators create, change
// and delete them; bad input is a 400 envelope that writes nothing; visitors and members cannot write.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FormBrowser } from '../support/formBrowser';
import { TEST_ADMIN, TEST_MEMBER, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: FormBrowser;

interface AnnouncementJson { id: number; titleEn: string; titleTr: string; sticky: boolean; importance: string; viewCount: number; publishedAt: string; visibleUntil: string | null }

function send(app: FastifyInstance, method: 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, body?: unknown, language = 'en-US') {
  return app.inject({ method, url, headers: { cookie, 'accept-language': language, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { payload: JSON.stringify(body) }) });
}

const visible = async () => ((await server.app.inject({ method: 'GET', url: '/app-api/announcements' })).json() as { items: AnnouncementJson[] }).items;

const text = (en: string, extra: Record<string, unknown> = {}) => ({ titleTr: `${en} (tr)`, titleEn: en, bodyTr: 'Metin.', bodyEn: 'Text.', ...extra });

beforeAll(async () => {
  server = await startTestServer({ publicData: false });
  admin = new FormBrowser(server.app);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password, 'admin');
});
afterAll(() => server.close());

describe('announcements', () => {
  it('shows visitors the published ones, newest first, and hides scheduled and expired ones', async () => {
    const cookie = admin.cookieHeader();
    const older = await send(server.app, 'POST', '/app-api/admin/announcements', cookie, text('Maintenance on Sunday', { publishedAt: '2024-08-19T09:00:00+03:00' }));
    expect(older.statusCode).toBe(201);
    const sticky = await send(server.app, 'POST', '/app-api/admin/announcements', cookie, text('New reports', { sticky: true }));
    expect(sticky.json()).toMatchObject({ titleEn: 'New reports', sticky: true, publishedAt: '2024-08-20T14:30:00+03:00', visibleUntil: null });
    await send(server.app, 'POST', '/app-api/admin/announcements', cookie, text('Next week', { publishedAt: '2024-08-27T09:00:00+03:00' }));
    await send(server.app, 'POST', '/app-api/admin/announcements', cookie, text('Over', { publishedAt: '2024-08-01T09:00:00+03:00', visibleUntil: '2024-08-10T09:00:00+03:00' }));

    expect((await visible()).map((a) => [a.titleEn, a.sticky])).toEqual([['New reports', true], ['Maintenance on Sunday', false]]);
    const all = (await admin.json('/app-api/admin/announcements')) as { items: AnnouncementJson[] };
    expect(all.items.map((a) => a.titleEn)).toEqual(['Next week', 'New reports', 'Maintenance on Sunday', 'Over']);
  });

  it('changes and deletes an announcement; an unknown id is a 404 envelope', async () => {
    const cookie = admin.cookieHeader();
    const created = (await send(server.app, 'POST', '/app-api/admin/announcements', cookie, text('Draft'))).json() as AnnouncementJson;
    const changed = await send(server.app, 'PUT', `/app-api/admin/announcements/${created.id}`, cookie, text('Final wording', { sticky: true }));
    expect(changed.json()).toMatchObject({ id: created.id, titleEn: 'Final wording', sticky: true, publishedAt: created.publishedAt });
    expect((await send(server.app, 'DELETE', `/app-api/admin/announcements/${created.id}`, cookie)).statusCode).toBe(204);
    expect((await visible()).some((a) => a.id === created.id)).toBe(false);
    const missing = await send(server.app, 'DELETE', `/app-api/admin/announcements/${created.id}`, cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].errorCode).toBe('ANNOUNCEMENT_NOT_FOUND');
    expect((await send(server.app, 'PUT', '/app-api/admin/announcements/abc', cookie, text('x'))).statusCode).toBe(400);
  });

  it('refuses incomplete or malformed input with a 400 envelope in the reader language, writing nothing', async () => {
    const cookie = admin.cookieHeader();
    const before = (await admin.json('/app-api/admin/announcements')) as { items: unknown[] };
    for (const body of [{ titleEn: 'Only English' }, text('Blank', { bodyEn: '   ' }), text('Bad date', { publishedAt: '2024-08-20' }), text('Backwards', { publishedAt: '2024-08-20T10:00:00+03:00', visibleUntil: '2024-08-19T10:00:00+03:00' }), text('Extra', { colour: 'red' }), 'not an object',
      text('No such day', { publishedAt: '2024-02-30T00:00:00+03:00' }), text('Year 0', { publishedAt: '0000-01-01T00:00:00+03:00' }),
      text('Year 9999', { visibleUntil: '9999-12-31T00:00:00+03:00' })]) {
      const answer = await send(server.app, 'POST', '/app-api/admin/announcements', cookie, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().errors[0]).toMatchObject({ errorCode: 'INVALID_ANNOUNCEMENT' });
    }
    const turkish = await send(server.app, 'POST', '/app-api/admin/announcements', cookie, text('Backwards', { publishedAt: '2024-08-20T10:00:00+03:00', visibleUntil: '2024-08-19T10:00:00+03:00' }), 'tr-TR');
    expect(turkish.json().errors[0].errorMessage).toBe('visibleUntil, publishedAt tarihinden sonra olmalı.');
    expect(((await admin.json('/app-api/admin/announcements')) as { items: unknown[] }).items).toHaveLength(before.items.length);
  });

  it('marks important announcements and counts the readers who open one, visible ones only', async () => {
    const cookie = admin.cookieHeader();
    const important = (await send(server.app, 'POST', '/app-api/admin/announcements', cookie, text('Tariff change', { importance: 'important' }))).json() as AnnouncementJson;
    expect(important).toMatchObject({ importance: 'important', viewCount: 0 });
    expect((await send(server.app, 'POST', '/app-api/admin/announcements', cookie, text('Loud', { importance: 'urgent' }))).statusCode).toBe(400);
    const view = () => server.app.inject({ method: 'POST', url: `/app-api/announcements/${important.id}/views` });
    expect((await view()).json()).toEqual({ viewCount: 1 });
    expect((await view()).json()).toEqual({ viewCount: 2 });
    expect((await visible()).find((a) => a.id === important.id)).toMatchObject({ importance: 'important', viewCount: 2 });
    // Changing the text keeps the count; a scheduled or unknown announcement cannot be viewed.
    await send(server.app, 'PUT', `/app-api/admin/announcements/${important.id}`, cookie, text('Tariff change, corrected', { importance: 'important' }));
    expect((await visible()).find((a) => a.id === important.id)?.viewCount).toBe(2);
    const scheduled = (await send(server.app, 'POST', '/app-api/admin/announcements', cookie, text('Later', { publishedAt: '2024-09-01T09:00:00+03:00' }))).json() as AnnouncementJson;
    const refused = await server.app.inject({ method: 'POST', url: `/app-api/announcements/${scheduled.id}/views` });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errors[0].errorCode).toBe('ANNOUNCEMENT_NOT_FOUND');
    expect((await server.app.inject({ method: 'POST', url: '/app-api/announcements/x/views' })).statusCode).toBe(400);
  });

  it('lets neither visitors (401) nor members (403) write', async () => {
    const member = new FormBrowser(server.app);
    await member.signIn(TEST_MEMBER.email, TEST_MEMBER.password);
    expect((await send(server.app, 'POST', '/app-api/admin/announcements', '', text('Visitor'))).statusCode).toBe(401);
    const refused = await send(server.app, 'POST', '/app-api/admin/announcements', member.cookieHeader(), text('Member'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].errorCode).toBe('FORBIDDEN');
    expect((await visible()).some((a) => ['Visitor', 'Member'].includes(a.titleEn))).toBe(false);
  });
});
