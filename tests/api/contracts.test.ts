// The terms of use (admin setting 9017), on both stores: a fresh platform has version 1 in force; an
// administrator writes a draft (safe HTML only), changes it, publishes it (then it is never changed or removed)
// and sees who accepted what; a member whose accepted version is older is asked to accept the new one, once;
// the membership form requires the version in force and records it; visitors and members cannot reach the
// administrator routes; every write is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_TERMS } from '../../src/server/contracts/firstTerms';
import { FormBrowser } from '../support/formBrowser';
import { TEST_ADMIN, TEST_MEMBER, TEST_NOW, postJson, signIn, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
let member: string;
let clock = TEST_NOW.getTime();
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
  admin = await signIn(server.app, TEST_ADMIN, 'admin');
  member = await signIn(server.app, TEST_MEMBER);
});
afterAll(async () => { await server.close(); });

const ADMIN = '/app-api/admin/contracts';
const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, cookie = admin, locale = 'en') => server.app.inject({
  method, url, headers: { cookie, 'accept-language': locale, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
});
const draft = { label: '2.0', bodyTr: '<p>Yeni <b>koşullar</b><script>alert(1)</script></p>', bodyEn: '<p onclick="x()">New terms</p>', effectiveAt: '2024-08-20T15:00:00+03:00' };

describe('the terms of use', () => {
  it('start with version 1 in force, readable by anyone, and a page that shows it', async () => {
    const current = await server.app.inject({ method: 'GET', url: '/app-api/terms/current' });
    expect(current.json()).toMatchObject({ id: 1, label: FIRST_TERMS.label, bodyEn: FIRST_TERMS.bodyEn });
    const page = await server.app.inject({ method: 'GET', url: '/auth/terms?lang=en' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Şeffaflık Platform Terms of Use');
    expect(page.body).toContain('Version 1.0');
  });

  it('refuse visitors (401) and members (403) on the administrator routes', async () => {
    expect((await server.app.inject({ method: 'GET', url: ADMIN })).statusCode).toBe(401);
    expect((await postJson(server.app, ADMIN, draft)).statusCode).toBe(401);
    const refused = await call('POST', ADMIN, draft, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].errorCode).toBe('FORBIDDEN');
    expect((await call('GET', ADMIN)).json().items).toHaveLength(1);
  });

  it('refuse a bad draft field by field and write nothing', async () => {
    const bad = await call('POST', ADMIN, { label: '', bodyTr: '<script>x</script>', effectiveAt: '2024-13-01T00:00:00+03:00', extra: 1 }, admin, 'tr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { errorMessage: string }) => e.errorMessage)).toEqual([
      'extra: Bu alan tanınmıyor.', 'label: Bu alan gerekli.', 'bodyTr: Temizlendikten sonra metin boş kalıyor.', 'bodyEn: Bu alan gerekli.',
      'effectiveAt: İstanbul saatiyle 2026-01-01T00:00:00+03:00 biçiminde bir zaman olmalı.',
    ]);
    expect((await call('GET', ADMIN)).json().items).toHaveLength(1);
  });

  it('keep a draft editable until published, then immutable; a member accepts the new version once', async () => {
    // The member has accepted nothing yet: version 1 asks for acceptance.
    expect((await call('GET', '/app-api/terms/mine', undefined, member)).json()).toMatchObject({ current: { id: 1 }, accepted: null, mustAccept: true });
    const accepted = await call('POST', '/app-api/terms/accept', { versionId: 1 }, member);
    expect(accepted.json()).toMatchObject({ accepted: { id: 1, label: '1.0' }, mustAccept: false });

    const created = await call('POST', ADMIN, draft);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({ status: 'draft', bodyTr: '<p>Yeni <strong>koşullar</strong></p>', bodyEn: '<p>New terms</p>' });
    const changed = await call('PUT', `${ADMIN}/${id}`, { ...draft, label: '2.0-rc' });
    expect(changed.json()).toMatchObject({ label: '2.0-rc', status: 'draft' });
    // A draft is not in force: nothing changes for members.
    expect((await call('GET', '/app-api/terms/mine', undefined, member)).json().mustAccept).toBe(false);

    const published = await call('POST', `${ADMIN}/${id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', publishedBy: TEST_ADMIN.email, effectiveAt: '2024-08-20T15:00:00+03:00' });
    expect((await call('PUT', `${ADMIN}/${id}`, draft)).statusCode).toBe(409);
    expect((await call('POST', `${ADMIN}/${id}/remove`)).statusCode).toBe(409);
    expect((await call('POST', `${ADMIN}/${id}/publish`)).statusCode).toBe(409);

    // Before its effective time version 1 stays in force; after it, the member must accept 2.0-rc.
    expect((await call('GET', '/app-api/terms/mine', undefined, member)).json().mustAccept).toBe(false);
    clock = Date.parse('2024-08-20T15:00:01+03:00');
    expect((await call('GET', '/app-api/terms/mine', undefined, member)).json()).toMatchObject({ current: { id, label: '2.0-rc' }, accepted: { id: 1 }, mustAccept: true });
    expect((await call('POST', '/app-api/terms/accept', { versionId: 1 }, member)).statusCode).toBe(400);
    expect((await call('POST', '/app-api/terms/accept', { versionId: id }, member)).json().mustAccept).toBe(false);
    expect((await call('POST', '/app-api/terms/accept', { versionId: id }, member)).json().mustAccept).toBe(false);

    const list = (await call('GET', ADMIN)).json();
    expect(list.currentId).toBe(id);
    expect(list.items.map((v: { id: number; status: string; acceptances: number }) => [v.id, v.status, v.acceptances])).toEqual([[id, 'inForce', 1], [1, 'published', 1]]);
    expect((await call('GET', `${ADMIN}/${id}/acceptances`)).json().items).toEqual([expect.objectContaining({ email: TEST_MEMBER.email, via: 'app' })]);

    const audit = (await call('GET', '/app-api/admin/audit-log?limit=10&offset=0')).json().items.filter((e: { target: string }) => e.target === `contract-version:${id}`);
    expect(audit.map((e: { action: string }) => e.action)).toEqual([`POST ${ADMIN}/:id/publish`, `PUT ${ADMIN}/:id`, `POST ${ADMIN}`]);
  });

  it('refuse publishing a version that would take effect before the latest published one', async () => {
    const early = await call('POST', ADMIN, { ...draft, label: 'old', effectiveAt: '2024-08-20T14:00:00+03:00' });
    // Publication moves an effective time in the past up to now, which is after 2.0-rc's: allowed.
    expect((await call('POST', `${ADMIN}/${early.json().id}/publish`)).json().effectiveAt).toBe('2024-08-20T15:00:01+03:00');
    const removable = await call('POST', ADMIN, { ...draft, label: 'drop' });
    expect((await call('POST', `${ADMIN}/${removable.json().id}/remove`)).json()).toEqual({ id: removable.json().id, label: 'drop' });
    expect((await call('GET', `${ADMIN}/${removable.json().id}/acceptances`)).statusCode).toBe(404);
  });

  it('ask the membership form to accept the version in force and record the acceptance by e-mail', async () => {
    const current = (await server.app.inject({ method: 'GET', url: '/app-api/terms/current' })).json();
    const applicant = new FormBrowser(server.app);
    const form = await applicant.get('/auth/membership-request?lang=en');
    expect(form.body).toContain(`name="acceptTerms" value="${current.id}"`);
    const valid = { name: 'Elif', surname: 'Kaya', nationalId: '10000000146', email: 'Elif.Kaya@example.com', organization: 'Örnek A.Ş.', purpose: 'Analiz' };
    const refused = await applicant.post('/auth/membership-request', valid);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('id="f-acceptTerms-error">To become a member you must accept the terms of use.');
    expect(await server.store.query("SELECT * FROM membership_requests WHERE email = 'elif.kaya@example.com'")).toHaveLength(0);
    // A box ticked for an older version is not consent to the one in force.
    expect((await applicant.post('/auth/membership-request', { ...valid, acceptTerms: '1' })).statusCode).toBe(400);
    expect((await applicant.post('/auth/membership-request', { ...valid, acceptTerms: String(current.id) })).statusCode).toBe(200);
    const acceptances = (await call('GET', `${ADMIN}/${current.id}/acceptances`)).json().items;
    expect(acceptances).toContainEqual(expect.objectContaining({ email: 'elif.kaya@example.com', accountId: null, via: 'membership-form' }));
  });
});
