// The media library: an administrator uploads a PNG or JPEG (told by its bytes, not its name), finds it in the
// paged list, and everyone reads it at its stable address with headers that keep it an image; a file that is not
// an image, or too large, is a 400 that writes nothing; visitors and members cannot upload, list or delete; every
// write is audited; files live in the store, so a new server on the same store still serves them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadReports } from '../../src/server/reports/loadReports';
import { dialectOf } from '../../src/server/store/sqlDialect';
import { signIn, startTestServer, TEST_ADMIN, TEST_MEMBER, type TestServer } from '../support/testServer';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** The start of a JPEG 3 pixels wide and 2 high (JFIF header, then the frame header). */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x02, 0x00, 0x03, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9]);

let server: TestServer;
let admin: string;
let member: string;

interface MediaJson { id: number; fileName: string; contentType: string; size: number; width: number | null; height: number | null; uploadedBy: string; url: string }

const upload = (name: string, bytes: Buffer, cookie = admin, language = 'en-US') => server.app.inject({
  method: 'POST', url: `/administration-service/v1/media?name=${encodeURIComponent(name)}`, payload: bytes,
  headers: { cookie, 'content-type': 'application/octet-stream', 'accept-language': language },
});
const list = async (query = '') => (await server.app.inject({ url: `/administration-service/v1/media${query}`, headers: { cookie: admin } })).json() as { total: number; items: MediaJson[] };
const auditActions = async () => (await server.store.query("SELECT action, target FROM audit_log WHERE target LIKE 'media:%' ORDER BY id")).map((r) => `${String(r.action)} ${String(r.target)}`);

beforeAll(async () => {
  server = await startTestServer({ publicData: false });
  admin = await signIn(server.app, TEST_ADMIN, 'admin');
  member = await signIn(server.app, TEST_MEMBER);
});
afterAll(() => server.close());

describe('the media library', () => {
  it('uploads a PNG and serves it at its address with safe, long-lived headers', async () => {
    const answer = await upload('Şirket Logosu.PNG', PNG);
    expect(answer.statusCode).toBe(201);
    const file = answer.json() as MediaJson;
    expect(file).toMatchObject({ fileName: 'Şirket Logosu.PNG', contentType: 'image/png', size: PNG.length, width: 1, height: 1, uploadedBy: TEST_ADMIN.email });
    expect(file.url).toBe(`/media/${file.id}-sirket-logosu.png`);
    const served = await server.app.inject({ url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png', 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect((await list()).items.map((m) => m.id)).toContain(file.id);
    expect(await auditActions()).toContain(`POST /administration-service/v1/media media:${file.id}`);
  });

  it('takes a JPEG by its bytes, whatever its name says, and reads its size', async () => {
    const file = (await upload('kapak.jpeg', JPEG)).json() as MediaJson;
    expect(file).toMatchObject({ contentType: 'image/jpeg', width: 3, height: 2 });
    expect(file.url).toMatch(/^\/media\/\d+-kapak\.jpg$/);
    expect((await server.app.inject({ url: file.url })).headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a text file named .png, an empty or too large file and a bad name with a 400 in the reader\'s language, storing nothing', async () => {
    const before = (await list()).total;
    const text = await upload('not-an-image.png', Buffer.from('<script>alert(1)</script>'), admin, 'tr-TR');
    expect(text.statusCode).toBe(400);
    expect(text.json().errors[0]).toMatchObject({ errorCode: 'INVALID_MEDIA', errorMessage: expect.stringContaining('PNG ya da JPEG') });
    const svg = await upload('vector.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect(svg.json().errors[0].errorMessage).toContain('not a PNG or JPEG');
    const large = await upload('big.png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(large.statusCode).toBe(400);
    expect(large.json().errors[0]).toMatchObject({ errorCode: 'MEDIA_TOO_LARGE', errorMessage: expect.stringContaining('5 MB') });
    expect((await upload('empty.png', Buffer.alloc(0))).statusCode).toBe(400);
    expect((await upload('logo.gif', PNG)).statusCode).toBe(400);
    const json = await server.app.inject({ method: 'POST', url: '/administration-service/v1/media?name=a.png', payload: '{"a":1}', headers: { cookie: admin, 'content-type': 'application/json' } });
    expect(json.statusCode).toBe(400);
    expect((await list()).total).toBe(before);
  });

  it('lists newest first, a page at a time, searched by name; a bad page is a 400', async () => {
    await upload('rapor-grafigi.png', PNG);
    const all = await list('?pageSize=2');
    expect(all.items).toHaveLength(2);
    expect(all.items[0]!.fileName).toBe('rapor-grafigi.png');
    expect((await list('?search=GRAFI')).items.map((m) => m.fileName)).toEqual(['rapor-grafigi.png']);
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?page=2&pageSize=2')).items.length).toBeGreaterThan(0);
    expect((await server.app.inject({ url: '/administration-service/v1/media?page=0', headers: { cookie: admin } })).statusCode).toBe(400);
  });

  it('lets only administrators upload, list and delete', async () => {
    expect((await upload('x.png', PNG, '')).statusCode).toBe(401);
    const refused = await upload('x.png', PNG, member);
    expect(refused.statusCode).toBe(403);
    expect((await server.app.inject({ url: '/administration-service/v1/media', headers: { cookie: member } })).statusCode).toBe(403);
    const id = (await list()).items[0]!.id;
    expect((await server.app.inject({ method: 'DELETE', url: `/administration-service/v1/media/${id}`, headers: { cookie: member } })).statusCode).toBe(403);
  });

  it('deletes an image (audited); its address and unknown ones are a 404 envelope', async () => {
    const file = (await upload('silinecek.png', PNG)).json() as MediaJson;
    const deleted = await server.app.inject({ method: 'DELETE', url: `/administration-service/v1/media/${file.id}`, headers: { cookie: admin } });
    expect(deleted.statusCode).toBe(204);
    expect(await auditActions()).toContain(`DELETE /administration-service/v1/media/:id media:${file.id}`);
    for (const url of [file.url, '/media/424242-x.png', '/media/1-x.svg', `/media/${file.id}-other-name.png`]) {
      const missing = await server.app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json().errors[0].errorCode, url).toBe('MEDIA_NOT_FOUND');
    }
    expect((await server.app.inject({ method: 'DELETE', url: `/administration-service/v1/media/${file.id}`, headers: { cookie: admin } })).statusCode).toBe(404);
  });

  it('keeps the files in the store: a new server on the same store serves them', async () => {
    const file = (await upload('kalici.png', PNG)).json() as MediaJson;
    const next = await buildApp({ store: server.store, dialect: dialectOf(server.store), reports: loadReports(resolve('reports')).reports, facts: { simulated: true, dataStart: '2024-06-01', dataEnd: () => '2024-08-21' }, mailer: { send: async () => undefined } });
    try {
      const served = await next.inject({ url: file.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG)).toBe(true);
    } finally {
      await next.close();
    }
  });
});
