// The content pages' routes: everyone reads a document (with an ETag and 304), the regulator decision's items name
// their report page; only administrators read, save, list versions and restore (401 for visitors, 403 for
// members); a bad body is a 400 naming each field at fault and writes nothing; every save is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, TEST_ADMIN, TEST_MEMBER, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
let member: string;

const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, body?: unknown) => server.app.inject({
  method, url, headers: { 'accept-language': 'en-US', ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
});

interface FaqAnswer { document: { items: { id: string; question: { tr: string; en: string }; answer: { tr: string; en: string } }[] }; updatedAt: string | null }

beforeAll(async () => {
  server = await startTestServer({ publicData: false });
  admin = await signIn(server.app, TEST_ADMIN, 'admin');
  member = await signIn(server.app, TEST_MEMBER);
});
afterAll(() => server.close());

describe('content pages', () => {
  it('serves the seeded FAQ to everyone, with an ETag a reader can revalidate', async () => {
    const first = await call('GET', '/app-api/content/faq');
    expect(first.statusCode).toBe(200);
    expect((first.json() as FaqAnswer).document.items.map((i) => i.id)).toContain('ticket');
    const again = await server.app.inject({ url: '/app-api/content/faq', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await call('GET', '/app-api/content/nothing')).statusCode).toBe(404);
  });

  it('links each regulator decision item to its report page', async () => {
    const answer = (await call('GET', '/app-api/content/regulator-decision')).json() as { document: { items: { reportId: string }[] }; reports: Record<string, { pageId: number; title: { en: string } }> };
    expect(answer.reports['dam-mcp']).toMatchObject({ title: { en: 'Market Clearing Price (MCP)' } });
    expect(answer.document.items.every((i) => typeof answer.reports[i.reportId]?.pageId === 'number')).toBe(true);
  });

  it('keeps the admin routes from visitors (401) and members (403)', async () => {
    for (const [method, url] of [['GET', '/app-api/admin/content/faq'], ['PUT', '/app-api/admin/content/faq'], ['GET', '/app-api/admin/content/faq/revisions'], ['POST', '/app-api/admin/content/faq/revisions/1/restore']] as const) {
      expect((await call(method, url, undefined, method === 'GET' ? undefined : {})).statusCode).toBe(401);
      const refused = await call(method, url, member, method === 'GET' ? undefined : {});
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toHaveProperty('errors');
    }
  });

  it('refuses a bad body with every field at fault and writes nothing', async () => {
    const audits = await server.store.query('SELECT COUNT(*) AS n FROM audit_log');
    const bad = await call('PUT', '/app-api/admin/content/regulator-decision', admin, {
      intro: { tr: '<p>Giriş</p>' }, items: [{ reportId: 'no-such-report', label: { tr: 'x'.repeat(201), en: 'Label' }, note: { tr: 'Not', en: 'Note' } }], extra: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { errors: { errorMessage: string }[] }).errors.map((e) => e.errorMessage.split(':')[0])).toEqual(['extra', 'intro.en', 'items[0].reportId', 'items[0].label.tr']);
    expect(await server.store.query('SELECT COUNT(*) AS n FROM audit_log')).toEqual(audits);
    expect(((await call('GET', '/app-api/content/regulator-decision')).json() as { updatedAt: string | null }).updatedAt).toBeNull();
    expect((await call('PUT', '/app-api/admin/content/faq', admin, 'not an object')).statusCode).toBe(400);
  });

  it('saves an edited answer cleaned by the allow-list, audits it, and restores the original', async () => {
    const current = (await call('GET', '/app-api/admin/content/faq', admin)).json() as FaqAnswer;
    const edited = structuredClone(current.document);
    edited.items[0]!.answer = { tr: '<p onclick="x()">Yeni <b>yanıt</b></p><script>alert(1)</script>', en: '<p>New answer</p>' };
    const saved = await call('PUT', '/app-api/admin/content/faq', admin, edited);
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as FaqAnswer).document.items[0]!.answer.tr).toBe('<p>Yeni <strong>yanıt</strong></p>');
    expect(((await call('GET', '/app-api/content/faq')).json() as FaqAnswer).document.items[0]!.answer.en).toBe('<p>New answer</p>');
    const log = (await call('GET', '/app-api/admin/audit-log?action=update-content', admin)).json() as { items: { target: string; before: unknown; after: unknown }[] };
    expect(log.items[0]).toMatchObject({ target: 'content:faq', before: current.document });

    const history = (await call('GET', '/app-api/admin/content/faq/revisions', admin)).json() as { items: { id: number; savedBy: string | null }[] };
    expect(history.items.map((r) => r.savedBy)).toEqual([TEST_ADMIN.email, null]);
    const restored = await call('POST', `/app-api/admin/content/faq/revisions/${history.items[1]!.id}/restore`, admin);
    expect(restored.statusCode).toBe(200);
    expect(((await call('GET', '/app-api/content/faq')).json() as FaqAnswer).document).toEqual(current.document);
    expect((await call('POST', '/app-api/admin/content/faq/revisions/999999/restore', admin)).statusCode).toBe(404);
  });
});
