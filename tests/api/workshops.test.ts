// Workshop announcements: an administrator announces a workshop with its start, end, place and registration link,
// checked whole (every fault named, nothing written); visitors list the upcoming ones, the soonest first, and see
// the event with every announcement; members cannot write. The test clock is 2024-08-20 14:30 Istanbul time.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementJson } from '../../src/engine/app-api/appApiTypes';
import { FormBrowser } from '../support/formBrowser';
import { TEST_ADMIN, TEST_MEMBER, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: FormBrowser;

function send(app: FastifyInstance, method: 'POST' | 'PUT', url: string, cookie: string, body: unknown, language = 'en-US') {
  return app.inject({ method, url, headers: { cookie, 'accept-language': language, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
}

const list = async (query = '') => {
  const answer = await server.app.inject({ method: 'GET', url: `/app-api/announcements${query}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { items: AnnouncementJson[] }).items;
};
const upcoming = () => list('?kind=workshop&upcoming=true');

const workshop = (en: string, startsAt: string, endsAt: string, extra: Record<string, unknown> = {}) => ({
  titleTr: `${en} (tr)`, titleEn: en, bodyTr: 'Çalıştay.', bodyEn: 'Workshop.', kind: 'workshop', startsAt, endsAt,
  placeTr: 'EPİAŞ, İstanbul', placeEn: 'EPİAŞ, Istanbul', ...extra,
});
const create = (body: unknown, language?: string) => send(server.app, 'POST', '/app-api/admin/announcements', admin.cookieHeader(), body, language);
const adminCount = async () => ((await admin.json('/app-api/admin/announcements')) as { items: unknown[] }).items.length;

beforeAll(async () => {
  server = await startTestServer({ publicData: false });
  admin = new FormBrowser(server.app);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password, 'admin');
});
afterAll(() => server.close());

describe('workshop announcements', () => {
  it('stores a workshop with its event and answers it to visitors; a notice stays a notice', async () => {
    const made = await create(workshop('Reading the balancing market', '2024-09-12T10:00:00+03:00', '2024-09-12T12:30:00+03:00', { registrationUrl: 'https://example.org/register?w=1' }));
    expect(made.statusCode, made.body).toBe(201);
    const notice = await create({ titleTr: 'Bakım', titleEn: 'Maintenance', bodyTr: 'Metin.', bodyEn: 'Text.' });
    expect(notice.json()).toMatchObject({ kind: 'notice', startsAt: null, endsAt: null, placeTr: null, placeEn: null, online: null, registrationUrl: null });

    const seen = (await list()).find((a) => a.id === made.json().id);
    expect(seen).toMatchObject({
      kind: 'workshop', startsAt: '2024-09-12T10:00:00+03:00', endsAt: '2024-09-12T12:30:00+03:00',
      placeTr: 'EPİAŞ, İstanbul', placeEn: 'EPİAŞ, Istanbul', online: false, registrationUrl: 'https://example.org/register?w=1',
    });
    expect((await list('?kind=notice')).every((a) => a.kind === 'notice')).toBe(true);
    expect((await list('?kind=workshop')).map((a) => a.titleEn)).toEqual(['Reading the balancing market']);
  });

  it('lists the workshops not ended yet, the soonest first, online ones too, leaving out ended and unpublished ones', async () => {
    await create(workshop('Later one', '2024-10-01T14:00:00+03:00', '2024-10-01T16:00:00+03:00'));
    await create(workshop('Under way', '2024-08-20T13:00:00+03:00', '2024-08-20T17:00:00+03:00', { placeTr: null, placeEn: null, online: true }));
    await create(workshop('Ended this morning', '2024-08-20T09:00:00+03:00', '2024-08-20T11:00:00+03:00'));
    await create(workshop('Not announced yet', '2024-08-25T10:00:00+03:00', '2024-08-25T12:00:00+03:00', { publishedAt: '2024-08-21T09:00:00+03:00' }));
    const items = await upcoming();
    expect(items.map((a) => a.titleEn)).toEqual(['Under way', 'Reading the balancing market', 'Later one']);
    expect(items[0]).toMatchObject({ online: true, placeTr: null, placeEn: null });
    // The ended one is still an announcement readers see, just not an upcoming workshop.
    expect((await list('?kind=workshop')).map((a) => a.titleEn)).toContain('Ended this morning');
  });

  it('refuses a workshop with faults, naming every field at fault, in the reader language, writing nothing', async () => {
    const before = await adminCount();
    const cases: [unknown, string[]][] = [
      [{ ...workshop('No times', '', ''), startsAt: undefined, endsAt: undefined }, ['startsAt', 'endsAt']],
      [workshop('Backwards', '2024-09-12T12:00:00+03:00', '2024-09-12T10:00:00+03:00'), ['endsAt']],
      [workshop('Zero length', '2024-09-12T12:00:00+03:00', '2024-09-12T12:00:00+03:00'), ['endsAt']],
      [workshop('No such day', '2024-02-30T10:00:00+03:00', '2024-03-01T10:00:00+03:00'), ['startsAt']],
      [workshop('UTC', '2024-09-12T10:00:00Z', '2024-09-12T12:00:00+03:00'), ['startsAt']],
      [workshop('Nowhere', '2024-09-12T10:00:00+03:00', '2024-09-12T12:00:00+03:00', { placeTr: null }), ['placeTr']],
      [workshop('Blank place', '2024-09-12T10:00:00+03:00', '2024-09-12T12:00:00+03:00', { placeEn: '   ' }), ['placeEn']],
      [workshop('Plain link', '2024-09-12T10:00:00+03:00', '2024-09-12T12:00:00+03:00', { registrationUrl: 'http://example.org/register' }), ['registrationUrl']],
      [workshop('Script link', '2024-09-12T10:00:00+03:00', '2024-09-12T12:00:00+03:00', { registrationUrl: 'javascript:alert(1)' }), ['registrationUrl']],
      [workshop('Credentials', '2024-09-12T10:00:00+03:00', '2024-09-12T12:00:00+03:00', { registrationUrl: 'https://user:pw@example.org/' }), ['registrationUrl']],
      [workshop('Everything wrong', '2024-09-12T12:00:00+03:00', '2024-09-12T10:00:00+03:00', { placeTr: null, registrationUrl: 'ftp://example.org' }), ['endsAt', 'placeTr', 'registrationUrl']],
      [workshop('Odd kind', '2024-09-12T10:00:00+03:00', '2024-09-12T12:00:00+03:00', { kind: 'webinar' }), ['kind']],
      [{ titleTr: 'Duyuru', titleEn: 'Notice', bodyTr: 'M.', bodyEn: 'T.', startsAt: '2024-09-12T10:00:00+03:00', registrationUrl: 'https://example.org' }, ['startsAt', 'registrationUrl']],
    ];
    for (const [body, fields] of cases) {
      const answer = await create(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      const messages = (answer.json() as { errors: { errorCode: string; errorMessage: string }[] }).errors;
      expect(messages.every((e) => e.errorCode === 'INVALID_ANNOUNCEMENT')).toBe(true);
      for (const field of fields) expect(messages.some((e) => e.errorMessage.includes(field)), `${field} in ${JSON.stringify(messages)}`).toBe(true);
    }
    const turkish = await create(workshop('Geriye', '2024-09-12T12:00:00+03:00', '2024-09-12T10:00:00+03:00'), 'tr-TR');
    expect(turkish.json().errors[0].errorMessage).toBe('endsAt: çalıştay başladıktan sonra bitmeli (endsAt, startsAt tarihinden sonra olmalı).');
    expect(await adminCount()).toBe(before);
  });

  it('changes a workshop whole, keeps its event when the kind is left out, and turns it into a notice when asked', async () => {
    const cookie = admin.cookieHeader();
    const made = (await create(workshop('Draft workshop', '2024-11-05T10:00:00+03:00', '2024-11-05T12:00:00+03:00'))).json() as AnnouncementJson;
    const url = `/app-api/admin/announcements/${made.id}`;
    const moved = await send(server.app, 'PUT', url, cookie, workshop('Moved workshop', '2024-11-06T10:00:00+03:00', '2024-11-06T12:00:00+03:00', { placeTr: null, placeEn: null, online: true }));
    expect(moved.json()).toMatchObject({ titleEn: 'Moved workshop', startsAt: '2024-11-06T10:00:00+03:00', online: true, placeTr: null });
    // An editor that knows nothing of workshops sends only the announcement's own fields: the event stays.
    const retitled = await send(server.app, 'PUT', url, cookie, { titleTr: 'Yeni ad', titleEn: 'New name', bodyTr: 'M.', bodyEn: 'T.' });
    expect(retitled.json()).toMatchObject({ titleEn: 'New name', kind: 'workshop', startsAt: '2024-11-06T10:00:00+03:00', online: true });
    // A refused change leaves the workshop as it was.
    expect((await send(server.app, 'PUT', url, cookie, workshop('Broken', '2024-11-06T12:00:00+03:00', '2024-11-06T10:00:00+03:00'))).statusCode).toBe(400);
    expect((await upcoming()).find((a) => a.id === made.id)).toMatchObject({ titleEn: 'New name', endsAt: '2024-11-06T12:00:00+03:00' });
    const notice = await send(server.app, 'PUT', url, cookie, { titleTr: 'Duyuru', titleEn: 'Now a notice', bodyTr: 'M.', bodyEn: 'T.', kind: 'notice' });
    expect(notice.json()).toMatchObject({ kind: 'notice', startsAt: null, endsAt: null, online: null });
    expect((await upcoming()).some((a) => a.id === made.id)).toBe(false);
  });

  it('refuses list parameters it does not know with a 400 envelope', async () => {
    for (const query of ['?kind=webinar', '?kind=workshop&upcoming=yes', '?upcoming=true', '?kind=notice&upcoming=true', '?kind=a&kind=b']) {
      const answer = await server.app.inject({ method: 'GET', url: `/app-api/announcements${query}` });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().errors[0].errorCode, query).toBe('INVALID_REQUEST');
    }
  });

  it('lets neither visitors (401) nor members (403) announce a workshop', async () => {
    const member = new FormBrowser(server.app);
    await member.signIn(TEST_MEMBER.email, TEST_MEMBER.password);
    const body = workshop('Uninvited', '2024-09-20T10:00:00+03:00', '2024-09-20T12:00:00+03:00');
    expect((await send(server.app, 'POST', '/app-api/admin/announcements', '', body)).statusCode).toBe(401);
    expect((await send(server.app, 'POST', '/app-api/admin/announcements', member.cookieHeader(), body)).statusCode).toBe(403);
    expect((await upcoming()).some((a) => a.titleEn === 'Uninvited')).toBe(false);
  });
});
