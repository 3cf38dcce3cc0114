// Identity and access over HTTP, on both stores: tickets, sessions, CSRF, lock-out, roles, membership
// requests from form to first sign-in, the rate limit and the usage records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../src/server/identity/mailer';
import { FormBrowser } from '../support/formBrowser';
import { TEST_ADMIN, TEST_MEMBER, TEST_NOW, getTicket, postJson, startTestServer, type TestServer } from '../support/testServer';

const MCP = '/electricity-service/v1/markets/dam/data/mcp';
const DAY = { startDate: '2024-08-01T00:00:00+03:00', endDate: '2024-08-01T00:00:00+03:00' };
const MINUTE = 60_000;

let server: TestServer;
let clock = TEST_NOW.getTime();
const mails: MailMessage[] = [];

beforeAll(async () => {
  server = await startTestServer({ publicData: false, now: () => new Date(clock), mailer: { send: async (m) => { mails.push(m); } } });
});
afterAll(async () => { await server.close(); });

describe('web-service tickets', () => {
  it('gives a ticket for form-encoded credentials, and data calls need it', async () => {
    const answer = await server.app.inject({ method: 'POST', url: '/cas/v1/tickets', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `username=${encodeURIComponent(TEST_MEMBER.email)}&password=${encodeURIComponent(TEST_MEMBER.password)}` });
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toMatch(/^TGT-[A-Za-z0-9_-]{20,}$/);
    expect(answer.headers.location).toBe(`/cas/v1/tickets/${answer.body}`);

    expect((await postJson(server.app, MCP, DAY, { tgt: answer.body })).statusCode).toBe(200);
    const without = await postJson(server.app, MCP, DAY, { 'accept-language': 'en-US' });
    expect(without.statusCode).toBe(401);
    expect(without.json().errors[0]).toMatchObject({ errorCode: 'UNAUTHORIZED', errorMessage: expect.stringContaining('TGT') });
    const lookup = await server.app.inject({ method: 'GET', url: '/electricity-service/v1/generation/data/powerplant-list' });
    expect(lookup.statusCode).toBe(401);
    const exported = await postJson(server.app, '/electricity-service/v1/markets/dam/export/mcp', { ...DAY, exportType: 'CSV' });
    expect(exported.statusCode).toBe(401);
  });

  it('refuses wrong credentials with 401 and a missing field with 400', async () => {
    const wrong = await server.app.inject({ method: 'POST', url: '/cas/v1/tickets', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=nobody%40example.com&password=whatever-1234' });
    expect(wrong.statusCode).toBe(401);
    const missing = await server.app.inject({ method: 'POST', url: '/cas/v1/tickets', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=x' });
    expect(missing.statusCode).toBe(400);
  });

  it('answers 401 for a revoked ticket and for an expired one (after two hours)', async () => {
    const revoked = await getTicket(server.app, TEST_MEMBER);
    expect((await server.app.inject({ method: 'DELETE', url: `/cas/v1/tickets/${revoked}` })).statusCode).toBe(200);
    const refused = await postJson(server.app, MCP, DAY, { tgt: revoked, 'accept-language': 'en-US' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errors[0].errorMessage).toContain('unknown or expired');

    const ticket = await getTicket(server.app, TEST_MEMBER);
    clock += 119 * MINUTE;
    expect((await postJson(server.app, MCP, DAY, { tgt: ticket })).statusCode).toBe(200);
    clock += 2 * MINUTE;
    expect((await postJson(server.app, MCP, DAY, { tgt: ticket })).statusCode).toBe(401);
    clock = TEST_NOW.getTime();
  });
});

describe('sign-in pages and sessions', () => {
  it('signs a member in, shows the name in user-info, rotates the session id at each sign-in, and signs out', async () => {
    const browser = new FormBrowser(server.app);
    expect(await browser.json('/app-api/user-info')).toMatchObject({ name: null, role: 'visitor', adminSession: false, publicData: false });

    const first = await browser.signIn(TEST_MEMBER.email, TEST_MEMBER.password);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/');
    const firstSession = browser.cookies.get('sf_session')!;
    const cookie = first.cookies.find((c) => c.name === 'sf_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await browser.json('/app-api/user-info')).toMatchObject({ name: 'Demo', role: 'member', adminSession: false });
    expect((await postJson(server.app, MCP, DAY, { cookie: browser.cookieHeader() })).statusCode).toBe(200);

    await browser.signIn(TEST_MEMBER.email, TEST_MEMBER.password);
    const secondSession = browser.cookies.get('sf_session')!;
    expect(secondSession).not.toBe(firstSession);
    const stale = await server.app.inject({ method: 'GET', url: '/app-api/user-info', headers: { cookie: `sf_session=${firstSession}` } });
    expect(stale.json().name).toBeNull();

    const ticket = await getTicket(server.app, TEST_MEMBER);
    const out = await browser.post('/auth/sign-out', { return: '/reports/dam-mcp' });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/reports/dam-mcp');
    expect(browser.cookies.has('sf_session')).toBe(false);
    const replayed = await postJson(server.app, MCP, DAY, { cookie: `sf_session=${secondSession}` });
    expect(replayed.statusCode).toBe(401);
    expect((await postJson(server.app, MCP, DAY, { tgt: ticket })).statusCode).toBe(401);
  });

  it('returns only to paths on this site', async () => {
    const browser = new FormBrowser(server.app);
    const away = await browser.post('/auth/sign-in', { email: TEST_MEMBER.email, password: TEST_MEMBER.password, return: 'https://evil.example/phish' });
    expect(away.headers.location).toBe('/');
    const slashes = await browser.post('/auth/sign-in', { email: TEST_MEMBER.email, password: TEST_MEMBER.password, return: '//evil.example' });
    expect(slashes.headers.location).toBe('/');
  });

  it('refuses a form posted without the CSRF token, or with another one, and signs nobody in', async () => {
    const browser = new FormBrowser(server.app);
    await browser.get('/auth/sign-in');
    const without = await browser.post('/auth/sign-in', { email: TEST_MEMBER.email, password: TEST_MEMBER.password, _csrf: null });
    expect(without.statusCode).toBe(403);
    expect(without.body).toContain('Form süresi doldu');
    const forged = await browser.post('/auth/sign-in', { email: TEST_MEMBER.email, password: TEST_MEMBER.password, _csrf: 'x'.repeat(43) });
    expect(forged.statusCode).toBe(403);
    expect(browser.cookies.has('sf_session')).toBe(false);
    const csrf = (await browser.get('/auth/sign-in')).cookies.find((c) => c.name === 'sf_csrf') ?? { httpOnly: true, sameSite: 'Strict' };
    expect(csrf).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  });

  it('says the password is wrong, then locks the account after five failures, even for the right password, for 15 minutes', async () => {
    const browser = new FormBrowser(server.app);
    const email = TEST_MEMBER.email;
    const wrong = await browser.signIn(email, 'not-the-password-1', 'member');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('E-posta ya da parola hatalı.');
    expect(wrong.body).toContain(`value="${email}"`);
    for (let i = 0; i < 3; i += 1) expect((await browser.signIn(email, `wrong-${i}-password`)).statusCode).toBe(401);
    const fifth = await browser.get('/auth/sign-in?lang=en').then(() => browser.signIn(email, 'wrong-again-123'));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.body).toContain('locked for 15 minutes');
    expect((await browser.signIn(email, TEST_MEMBER.password)).statusCode).toBe(429);
    const cas = await server.app.inject({ method: 'POST', url: '/cas/v1/tickets', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ username: email, password: TEST_MEMBER.password }).toString() });
    expect(cas.statusCode).toBe(429);
    expect(Number(cas.headers['retry-after'])).toBeGreaterThan(800);
    clock += 16 * MINUTE;
    expect((await browser.signIn(email, TEST_MEMBER.password)).statusCode).toBe(303);
    clock = TEST_NOW.getTime();
  });

  it('gives an administrator session only through the admin sign-in, and only to administrators', async () => {
    const member = new FormBrowser(server.app);
    const refused = await member.signIn(TEST_MEMBER.email, TEST_MEMBER.password, 'admin');
    expect(refused.statusCode).toBe(403);
    expect(member.cookies.has('sf_session')).toBe(false);

    const admin = new FormBrowser(server.app);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(await admin.json('/app-api/user-info')).toMatchObject({ role: 'admin', adminSession: false });
    expect((await admin.get('/app-api/admin/membership-requests')).statusCode).toBe(403);
    const signedIn = await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password, 'admin');
    expect(signedIn.headers.location).toBe('/admin');
    expect(await admin.json('/app-api/user-info')).toMatchObject({ role: 'admin', adminSession: true });
    expect((await admin.get('/app-api/admin/membership-requests')).statusCode).toBe(200);
  });
});

describe('membership requests', () => {
  const valid = { name: 'Ayşe', surname: 'Yılmaz', nationalId: '10000000146', email: 'Ayse.Yilmaz@Example.com.tr', organization: 'Örnek Enerji A.Ş.', purpose: 'Fiyat analizi' };

  it('shows each problem beside its field and stores nothing', async () => {
    const browser = new FormBrowser(server.app);
    await browser.get('/auth/membership-request?lang=en');
    const bad = await browser.post('/auth/membership-request', { ...valid, nationalId: '10000000147', email: 'ayse@', organization: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/id="f-nationalId-error">Not a valid number: the 11th digit does not match./);
    expect(bad.body).toMatch(/id="f-email-error">Enter a valid e-mail address/);
    expect(bad.body).toMatch(/id="f-organization-error">This field is required./);
    expect(bad.body).toContain('value="Ayşe"');
    expect(await server.store.query('SELECT * FROM membership_requests')).toHaveLength(0);
  });

  it('is approved by an administrator, mails a link, and the new member sets a password and signs in', async () => {
    const applicant = new FormBrowser(server.app);
    const sent = await applicant.post('/auth/membership-request', valid);
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('ayse.yilmaz@example.com.tr');
    expect((await applicant.post('/auth/membership-request', valid)).body).toContain('incelenmeyi bekleyen bir başvuru zaten var');

    const admin = new FormBrowser(server.app);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password, 'admin');
    const pending = (await admin.json('/app-api/admin/membership-requests?status=pending')) as { items: { id: number; email: string }[] };
    const request = pending.items.find((r) => r.email === 'ayse.yilmaz@example.com.tr')!;
    expect(request).toBeDefined();
    const approved = await server.app.inject({ method: 'POST', url: `/app-api/admin/membership-requests/${request.id}/approve`, headers: { cookie: admin.cookieHeader() } });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ item: { status: 'approved' }, mailSent: true });
    const again = await server.app.inject({ method: 'POST', url: `/app-api/admin/membership-requests/${request.id}/approve`, headers: { cookie: admin.cookieHeader() } });
    expect(again.statusCode).toBe(400);
    const unknown = await server.app.inject({ method: 'POST', url: '/app-api/admin/membership-requests/999999/reject', headers: { cookie: admin.cookieHeader() } });
    expect(unknown.statusCode).toBe(404);

    const mail = mails.at(-1)!;
    expect(mail.to).toBe('ayse.yilmaz@example.com.tr');
    const token = /set-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    // Until the password is set, the account cannot sign in.
    expect((await applicant.signIn(valid.email, 'anything-at-all-1')).statusCode).toBe(401);
    await applicant.get(`/auth/set-password?token=${token}`);
    const weak = await applicant.post('/auth/set-password', { token, password: 'short', confirm: 'short' });
    expect(weak.statusCode).toBe(400);
    const set = await applicant.post('/auth/set-password', { token, password: 'Piyasa-verisi-2026', confirm: 'Piyasa-verisi-2026' });
    expect(set.statusCode).toBe(200);
    expect((await applicant.post('/auth/set-password', { token, password: 'Başka-parola-2026', confirm: 'Başka-parola-2026' })).statusCode).toBe(400);

    expect((await applicant.signIn(valid.email, 'Piyasa-verisi-2026')).statusCode).toBe(303);
    expect(await applicant.json('/app-api/user-info')).toMatchObject({ name: 'Ayşe', role: 'member' });
    expect(await getTicket(server.app, { email: valid.email, password: 'Piyasa-verisi-2026' })).toMatch(/^TGT-/);
  });

  it('is rejected without creating an account', async () => {
    const applicant = new FormBrowser(server.app);
    await applicant.post('/auth/membership-request', { ...valid, email: 'mehmet@example.com', nationalId: '10000000078' });
    const admin = new FormBrowser(server.app);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password, 'admin');
    const { items } = (await admin.json('/app-api/admin/membership-requests?status=pending')) as { items: { id: number; email: string }[] };
    const id = items.find((r) => r.email === 'mehmet@example.com')!.id;
    const rejected = await server.app.inject({ method: 'POST', url: `/app-api/admin/membership-requests/${id}/reject`, headers: { cookie: admin.cookieHeader() } });
    expect(rejected.json().item.status).toBe('rejected');
    expect(await server.store.query("SELECT * FROM accounts WHERE email = 'mehmet@example.com'")).toHaveLength(0);
  });
});

describe('password and profile pages', () => {
  it('sends a visitor to sign in first and back again', async () => {
    const visitor = new FormBrowser(server.app);
    const page = await visitor.get('/auth/password');
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/auth/sign-in?return=%2Fauth%2Fpassword');
  });

  it('changes the password: other sessions and tickets end, this browser stays signed in', async () => {
    const email = 'member-two@example.com';
    const { createAccount } = await import('../../src/server/identity/accounts');
    const { hashPassword } = await import('../../src/server/identity/passwordHash');
    await createAccount(server.store, { email, name: 'İkinci', surname: 'Üye', organization: 'Test', role: 'member', passwordHash: await hashPassword('First-password-2026') }, clock);
    const here = new FormBrowser(server.app);
    const there = new FormBrowser(server.app);
    await here.signIn(email, 'First-password-2026');
    await there.signIn(email, 'First-password-2026');
    const ticket = await getTicket(server.app, { email, password: 'First-password-2026' });
    const wrongCurrent = await here.post('/auth/password', { current: 'nope-nope-123', password: 'Second-password-2026', confirm: 'Second-password-2026' });
    expect(wrongCurrent.statusCode).toBe(400);
    const differ = await here.post('/auth/password', { current: 'First-password-2026', password: 'Second-password-2026', confirm: 'Second-password-2027' });
    expect(differ.body).toContain('İki parola aynı değil.');
    const changed = await here.post('/auth/password', { current: 'First-password-2026', password: 'Second-password-2026', confirm: 'Second-password-2026' });
    expect(changed.statusCode).toBe(200);
    expect(await here.json('/app-api/user-info')).toMatchObject({ name: 'İkinci' });
    expect(await there.json('/app-api/user-info')).toMatchObject({ name: null });
    expect((await postJson(server.app, MCP, DAY, { tgt: ticket })).statusCode).toBe(401);
    expect((await here.post('/auth/profile', { name: 'İkinci', surname: 'Üye', organization: '' })).body).toContain('Bu alan zorunludur.');
    expect((await here.post('/auth/profile', { name: 'Zeynep', surname: 'Üye', organization: 'Yeni Kurum' })).statusCode).toBe(200);
    expect(await here.json('/app-api/user-info')).toMatchObject({ name: 'Zeynep' });
  });
});
