// Identity and access over HTTP, on both stores: tickets, sessions, CSRF on every form, lock-out, roles,
// membership requests from form to first sign-in, new set-password links (administrator and forgot-password
// page), the sign-in detour of member pages, non-ASCII return paths, and tickets where visitors may read.
// The lock-out in depth (delays, other addresses, notices): signInLockout.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/server/identity/accounts';
import type { MailMessage } from '../../src/server/identity/mailer';
import { hashPassword } from '../../src/server/identity/passwordHash';
import { createPasswordLink } from '../../src/server/identity/passwordLinks';
import { FormBrowser } from '../support/formBrowser';
import { TEST_ADMIN, TEST_MEMBER, TEST_NOW, getTicket, postJson, startTestServer, type TestServer } from '../support/testServer';

const MCP = '/electricity-service/v1/markets/dam/data/mcp';
const DAY = { startDate: '2024-08-01T00:00:00+03:00', endDate: '2024-08-01T00:00:00+03:00' };
const MINUTE = 60_000;
/** Longer than any wait after a wrong password (2, 4, 8 seconds): a person retyping. */
const RETYPE = 10_000;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let server: TestServer;
let clock = TEST_NOW.getTime();
const mails: MailMessage[] = [];
/** Set to make the mailer fail, as an unreachable SMTP server would. */
let mailFails = false;

beforeAll(async () => {
  server = await startTestServer({
    publicData: false, now: () => new Date(clock),
    mailer: { send: async (m) => { if (mailFails) throw new Error('SMTP server unreachable'); mails.push(m); } },
  });
});
afterAll(async () => { await server.close(); });
// Each test starts in a minute of its own: the per-address throttle (20 sign-in, ticket and forgot-password
// attempts a minute, all from the same test address) then counts each test's attempts apart.
beforeEach(() => { clock += MINUTE; });

/** The set-password token of a mail. */
function mailedToken(mail: MailMessage | undefined): string {
  const token = /\/auth\/set-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no set-password link in the mail: ${mail?.text}`);
  return token;
}

/** A member account with a password, straight into the store. */
async function memberWithPassword(email: string, password: string): Promise<number> {
  return createAccount(server.store, { email, name: 'Test', surname: 'Üye', organization: 'Test', role: 'member', passwordHash: await hashPassword(password) }, clock);
}

describe('web-service tickets', () => {
  it('gives a ticket for form-encoded credentials, and data calls need it', async () => {
    const answer = await server.app.inject({ method: 'POST', url: '/cas/v1/tickets', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `username=${encodeURIComponent(TEST_MEMBER.email)}&password=${encodeURIComponent(TEST_MEMBER.password)}` });
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toMatch(/^TGT-[A-Za-z0-9_-]{20,}$/);
    // Absolute, as CAS answers it: built from the request's scheme and host when PUBLIC_URL is not set.
    expect(answer.headers.location).toBe(`http://localhost:80/cas/v1/tickets/${answer.body}`);

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

  it('answers a multipart ticket request 415, asking for a form-encoded body in the request\'s language', async () => {
    const boundary = 'seffaflik-test-boundary';
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = `${part('username', TEST_MEMBER.email)}${part('password', TEST_MEMBER.password)}--${boundary}--\r\n`;
    for (const [language, words] of [['en-US', 'send the fields form-encoded (application/x-www-form-urlencoded)'], ['tr-TR', 'alanları form olarak (application/x-www-form-urlencoded) gönderin']] as const) {
      const answer = await server.app.inject({ method: 'POST', url: '/cas/v1/tickets', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': language }, payload });
      expect(answer.statusCode, language).toBe(415);
      const [error] = answer.json().errors;
      expect(error.errorCode).toBe('INVALID_REQUEST');
      expect(error.errorMessage).toContain(words);
      expect(error.errorMessage).not.toContain('application/json');
    }
  });

  it('takes only a form: JSON, text or no body at all is 415 in the envelope, before any password is checked', async () => {
    const credentials = { username: TEST_MEMBER.email, password: TEST_MEMBER.password };
    const asked = [
      { 'content-type': 'application/json', payload: JSON.stringify(credentials) },
      { 'content-type': 'application/json', payload: '{"username":' }, // not even valid JSON: still 415, not 400
      { 'content-type': 'text/plain', payload: `username=${TEST_MEMBER.email}&password=${TEST_MEMBER.password}` },
      { payload: undefined },
    ];
    for (const { payload, ...headers } of asked) {
      const answer = await server.app.inject({ method: 'POST', url: '/cas/v1/tickets', headers: { ...headers, 'accept-language': 'en-US' }, ...(payload === undefined ? {} : { payload }) });
      const what = headers['content-type'] ?? 'no content type';
      expect(answer.statusCode, what).toBe(415);
      expect(answer.json(), what).toEqual({ errors: [{ errorCode: 'INVALID_REQUEST', errorMessage: expect.stringContaining('send the fields form-encoded (application/x-www-form-urlencoded)') }], correlationId: expect.any(String) });
    }
    const turkish = await server.app.inject({ method: 'POST', url: '/cas/v1/tickets', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(credentials) });
    expect(turkish.json().errors[0].errorMessage).toContain('alanları form olarak (application/x-www-form-urlencoded) gönderin');
    // A form with a charset parameter is still a form.
    const form = await server.app.inject({ method: 'POST', url: '/cas/v1/tickets', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' }, payload: new URLSearchParams(credentials).toString() });
    expect(form.statusCode).toBe(201);
  });

  it('answers 401 for a revoked ticket and for an expired one (after two hours)', async () => {
    const revoked = await getTicket(server.app, TEST_MEMBER);
    const deleted = await server.app.inject({ method: 'DELETE', url: `/cas/v1/tickets/${revoked}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body).toBe(''); // the ticket is not echoed back
    expect((await server.app.inject({ method: 'DELETE', url: `/cas/v1/tickets/${revoked}` })).statusCode).toBe(404);
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
    // A browser without the cookie gets one with the page, HttpOnly and SameSite=Strict, and the form carries it.
    const fresh = await new FormBrowser(server.app).get('/auth/sign-in');
    const csrf = fresh.cookies.find((c) => c.name === 'sf_csrf');
    expect(csrf).toBeDefined();
    expect(csrf).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(csrf!.value.length).toBeGreaterThanOrEqual(20);
    expect(fresh.body).toContain(`name="_csrf" value="${csrf!.value}"`);
  });

  it('says the password is wrong, then pauses this e-mail from this address after five failures, even for the right password, for 15 minutes', async () => {
    const browser = new FormBrowser(server.app);
    const email = TEST_MEMBER.email;
    const wrong = await browser.signIn(email, 'not-the-password-1', 'member');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('E-posta ya da parola hatalı.');
    expect(wrong.body).toContain(`value="${email}"`);
    for (let i = 0; i < 3; i += 1) {
      clock += RETYPE;
      expect((await browser.signIn(email, `wrong-${i}-password`)).statusCode).toBe(401);
    }
    clock += RETYPE;
    const fifth = await browser.get('/auth/sign-in?lang=en').then(() => browser.signIn(email, 'wrong-again-123'));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.body).toContain('signing in from here is paused for 15 minutes');
    expect((await browser.signIn(email, TEST_MEMBER.password)).statusCode).toBe(429);
    const cas = await server.app.inject({ method: 'POST', url: '/cas/v1/tickets', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ username: email, password: TEST_MEMBER.password }).toString() });
    expect(cas.statusCode).toBe(429);
    expect(cas.json().errors[0].errorCode).toBe('ACCOUNT_LOCKED');
    expect(Number(cas.headers['retry-after'])).toBeGreaterThan(800);
    // Only this address: the member signs in from another one at once.
    expect((await server.app.inject({ method: 'POST', url: '/cas/v1/tickets', remoteAddress: '198.51.100.20', headers: FORM, payload: new URLSearchParams({ username: email, password: TEST_MEMBER.password }).toString() })).statusCode).toBe(201);
    clock += 16 * MINUTE;
    expect((await browser.signIn(email, TEST_MEMBER.password)).statusCode).toBe(303);
    clock = TEST_NOW.getTime();
  });

  it('comes back to a return path with non-ASCII characters, percent-encoded, after sign-in and sign-out', async () => {
    const browser = new FormBrowser(server.app);
    const signedIn = await browser.post('/auth/sign-in?return=%2Ftr%2F%C4%9F%C3%BC%C5%9F%3Fq%3D%C3%A7', { email: TEST_MEMBER.email, password: TEST_MEMBER.password });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe('/tr/%C4%9F%C3%BC%C5%9F?q=%C3%A7');
    // The form's hidden field carries the same, already encoded, path.
    const page = await browser.get('/auth/sign-out?return=/tr/%C4%9F%C3%BC%C5%9F');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="return" value="/tr/%C4%9F%C3%BC%C5%9F"');
    expect(page.body).toContain('href="/tr/%C4%9F%C3%BC%C5%9F"');

    const session = browser.cookies.get('sf_session')!;
    const ticket = await getTicket(server.app, TEST_MEMBER);
    const out = await browser.post('/auth/sign-out?return=/tr/%C4%9F%C3%BC%C5%9F', {});
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/tr/%C4%9F%C3%BC%C5%9F');
    expect(browser.cookies.has('sf_session')).toBe(false);
    expect((await postJson(server.app, MCP, DAY, { cookie: `sf_session=${session}` })).statusCode).toBe(401);
    expect((await postJson(server.app, MCP, DAY, { tgt: ticket })).statusCode).toBe(401);

    // The page forms read form bodies only: a JSON body (the only way to send half a surrogate pair) is a 415,
    // and the session it came with is not ended.
    const again = new FormBrowser(server.app);
    await again.signIn(TEST_MEMBER.email, TEST_MEMBER.password);
    const csrf = again.cookies.get('sf_csrf')!;
    const odd = await server.app.inject({ method: 'POST', url: '/auth/sign-out', headers: { 'content-type': 'application/json', cookie: again.cookieHeader() }, payload: `{"_csrf":"${csrf}","return":"/x\\ud800"}` });
    expect(odd.statusCode).toBe(415);
    expect((await postJson(server.app, MCP, DAY, { cookie: again.cookieHeader() })).statusCode).toBe(200);
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
  const valid = { name: 'Ayşe', surname: 'Yılmaz', nationalId: '10000000146', email: 'Ayse.Yilmaz@Example.com.tr', organization: 'Örnek Enerji A.Ş.', purpose: 'Fiyat analizi', acceptTerms: '1' };

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
    const unknown = await server.app.inject({ method: 'POST', url: '/app-api/admin/membership-requests/999999/reject', headers: { cookie: admin.cookieHeader() }, payload: { reason: 'Kurum bilgisi eksik.' } });
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
    const rejected = await server.app.inject({ method: 'POST', url: `/app-api/admin/membership-requests/${id}/reject`, headers: { cookie: admin.cookieHeader() }, payload: { reason: 'Kurum bilgisi eksik.' } });
    expect(rejected.json().item).toMatchObject({ status: 'rejected', decisionReason: 'Kurum bilgisi eksik.' });
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

  it('keeps the page\'s return path, language and theme across the sign-in detour', async () => {
    const email = 'detour@example.com';
    await memberWithPassword(email, 'Detour-password-2026');
    for (const page of ['/auth/password', '/auth/profile']) {
      const visitor = new FormBrowser(server.app);
      const back = `${page}?return=%2Freports%2Fdam-mcp&lang=en&theme=default-dark`;
      const detour = await visitor.get(back);
      expect(detour.statusCode).toBe(303);
      expect(detour.headers.location).toBe(`/auth/sign-in?${new URLSearchParams({ return: back, lang: 'en', theme: 'default-dark' }).toString()}`);

      const signInPage = await visitor.get(String(detour.headers.location));
      expect(signInPage.statusCode).toBe(200);
      expect(signInPage.body).toContain('<html lang="en" data-theme="default-dark">');
      expect(signInPage.body).toContain(`name="return" value="${back.replaceAll('&', '&amp;')}"`);
      // The sign-in form posts its hidden return field, as a browser would.
      const signedIn = await visitor.post('/auth/sign-in', { email, password: 'Detour-password-2026', return: back });
      expect(signedIn.statusCode).toBe(303);
      expect(signedIn.headers.location).toBe(back);

      const arrived = await visitor.get(back);
      expect(arrived.statusCode).toBe(200);
      expect(arrived.body).toContain('<html lang="en" data-theme="default-dark">');
      expect(arrived.body).toContain('href="/reports/dam-mcp">Back to the platform</a>');
    }
  });

  it('changes the password: other sessions and tickets end, this browser stays signed in', async () => {
    const email = 'member-two@example.com';
    await createAccount(server.store, { email, name: 'İkinci', surname: 'Üye', organization: 'Test', role: 'member', passwordHash: await hashPassword('First-password-2026') }, clock);
    const here = new FormBrowser(server.app);
    const there = new FormBrowser(server.app);
    await here.signIn(email, 'First-password-2026');
    await there.signIn(email, 'First-password-2026');
    const ticket = await getTicket(server.app, { email, password: 'First-password-2026' });
    const wrongCurrent = await here.post('/auth/password', { current: 'nope-nope-123', password: 'Second-password-2026', confirm: 'Second-password-2026' });
    expect(wrongCurrent.statusCode).toBe(400);
    clock += RETYPE;
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

describe('new set-password links', () => {
  const applicantForm = { name: 'Kemal', surname: 'Aydın', nationalId: '10000000146', email: 'kemal.aydin@example.com', organization: 'Örnek Dağıtım A.Ş.', purpose: 'Tüketim analizi', acceptTerms: '1' };

  it('lets an administrator send a member whose approval mail failed a new link; only the newest link works', async () => {
    await new FormBrowser(server.app).post('/auth/membership-request', applicantForm);
    const admin = new FormBrowser(server.app);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password, 'admin');
    const { items } = (await admin.json('/app-api/admin/membership-requests?status=pending')) as { items: { id: number; email: string }[] };
    const id = items.find((r) => r.email === applicantForm.email)!.id;
    const asAdmin = (method: 'POST', url: string, headers: Record<string, string> = {}) => server.app.inject({ method, url, headers: { cookie: admin.cookieHeader(), ...headers } });

    mailFails = true;
    const approved = await asAdmin('POST', `/app-api/admin/membership-requests/${id}/approve`);
    mailFails = false;
    expect(approved.json()).toMatchObject({ item: { status: 'approved' }, mailSent: false });
    const accountId = approved.json().item.accountId as number;

    const mailsBefore = mails.length;
    const first = await asAdmin('POST', `/app-api/admin/accounts/${accountId}/password-link`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ accountId, email: applicantForm.email, mailSent: true });
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.to).toBe(applicantForm.email);
    const firstToken = mailedToken(mails.at(-1));
    expect(first.body).not.toContain(firstToken);
    const second = await asAdmin('POST', `/app-api/admin/accounts/${accountId}/password-link`);
    const secondToken = mailedToken(mails.at(-1));
    expect(secondToken).not.toBe(firstToken);
    expect(second.body).not.toContain(secondToken);

    const member = new FormBrowser(server.app);
    const old = await member.get(`/auth/set-password?token=${firstToken}`);
    expect(old.statusCode).toBe(400);
    expect(old.body).toContain('Bu bağlantı geçersiz, kullanılmış ya da süresi dolmuş.');
    expect(old.body).toContain('href="/auth/forgot-password"');
    const page = await member.get(`/auth/set-password?token=${secondToken}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Üyeliğiniz onaylandı.');
    expect((await member.post('/auth/set-password', { token: firstToken, password: 'Kemal-parola-2026', confirm: 'Kemal-parola-2026' })).statusCode).toBe(400);
    expect((await member.post('/auth/set-password', { token: secondToken, password: 'Kemal-parola-2026', confirm: 'Kemal-parola-2026' })).statusCode).toBe(200);
    expect((await member.signIn(applicantForm.email, 'Kemal-parola-2026')).statusCode).toBe(303);

    // A mail that fails again is reported as such; the link is never in the answer.
    mailFails = true;
    const failed = await asAdmin('POST', `/app-api/admin/accounts/${accountId}/password-link`);
    mailFails = false;
    expect(failed.json()).toEqual({ accountId, email: applicantForm.email, mailSent: false });

    const unknown = await asAdmin('POST', '/app-api/admin/accounts/999999/password-link', { 'accept-language': 'en-US' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({ errorCode: 'NOT_FOUND', errorMessage: 'No such account.' });
    const bad = await asAdmin('POST', '/app-api/admin/accounts/abc/password-link');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ errorCode: 'INVALID_REQUEST', errorMessage: 'Hesap numarası bir tam sayı olmalı.' });
  });

  it('forgot-password: the same neutral answer for any address, a working link only for an account', async () => {
    const email = 'forgetful@example.com';
    await memberWithPassword(email, 'Old-password-2026');
    const visitor = new FormBrowser(server.app);
    expect((await visitor.get('/auth/sign-in')).body).toContain('href="/auth/forgot-password">Parolanızı mı unuttunuz?</a>');
    const form = await visitor.get('/auth/forgot-password?lang=en');
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<h1>Forgot password</h1>');
    expect(form.body).toContain('name="_csrf"');
    expect(form.body).not.toContain('<script');

    const linkCount = async () => Number((await server.store.query('SELECT CAST(count(*) AS INTEGER) AS n FROM password_links'))[0]!.n);
    const linksBefore = await linkCount();
    const mailsBefore = mails.length;
    const unknown = await visitor.post('/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('If an account with the address nobody-here@example.com exists');
    expect(mails).toHaveLength(mailsBefore);
    expect(await linkCount()).toBe(linksBefore);

    const known = await visitor.post('/auth/forgot-password', { email: 'Forgetful@Example.com' });
    expect(known.statusCode).toBe(200);
    // Word for word the same page: nothing tells an account from a stranger.
    expect(known.body.replace(email, '…')).toBe(unknown.body.replace('nobody-here@example.com', '…'));
    expect(mails).toHaveLength(mailsBefore + 1);
    const mail = mails.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toContain('Your Şeffaflık password link');
    expect(mail.text).not.toContain('Old-password-2026');

    const token = mailedToken(mail);
    const page = await visitor.get(`/auth/set-password?token=${token}`);
    expect(page.body).toContain(`Choose a new password for your account: ${email}`);
    expect((await visitor.post('/auth/set-password', { token, password: 'New-password-2026', confirm: 'New-password-2026' })).statusCode).toBe(200);
    expect((await visitor.signIn(email, 'Old-password-2026')).statusCode).toBe(401);
    clock += RETYPE;
    expect((await visitor.signIn(email, 'New-password-2026')).statusCode).toBe(303);

    const invalid = await visitor.post('/auth/forgot-password', { email: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toMatch(/id="f-email-error">Enter a valid e-mail address/);
    const forged = await visitor.post('/auth/forgot-password', { email, _csrf: 'x'.repeat(43) });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('The form expired or was sent from another site.');
    expect(mails).toHaveLength(mailsBefore + 1);
  });

  it('forgot-password is throttled per address like the sign-in', async () => {
    const visitor = new FormBrowser(server.app);
    await visitor.get('/auth/forgot-password?lang=en');
    const statuses: number[] = [];
    let last = await visitor.post('/auth/forgot-password', { email: 'someone@example.com' });
    statuses.push(last.statusCode);
    for (let i = 0; i < 20; i += 1) {
      last = await visitor.post('/auth/forgot-password', { email: `someone-${i}@example.com` });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.body).toContain('Too many attempts from this connection.');
    // The sign-in from the same address shares the budget.
    expect((await visitor.signIn(TEST_MEMBER.email, TEST_MEMBER.password)).statusCode).toBe(429);
  });
});

describe('CSRF on every identity form', () => {
  /** Every identity table, in a fixed order: what a refused form must leave exactly as it was. */
  async function identityState() {
    const tables = {
      accounts: 'SELECT id, email, name, surname, organization, role, password_hash, failed_sign_ins, locked_until FROM accounts ORDER BY id',
      sessions: 'SELECT token_hash, account_id, kind, expires_at FROM sessions ORDER BY token_hash',
      tickets: 'SELECT ticket_hash, account_id, expires_at FROM tickets ORDER BY ticket_hash',
      membershipRequests: 'SELECT id, email, status, account_id FROM membership_requests ORDER BY id',
      passwordLinks: 'SELECT token_hash, account_id, expires_at, used_at FROM password_links ORDER BY token_hash',
      signInFailures: 'SELECT email, client, failures, first_failed_at, blocked_until FROM sign_in_failures ORDER BY email, client',
    };
    const state: Record<string, unknown> = {};
    for (const [name, sql] of Object.entries(tables)) state[name] = await server.store.query(sql);
    return state;
  }

  it('refuses each form posted without the token or with a wrong one, and changes nothing', async () => {
    const email = 'csrf-check@example.com';
    const password = 'Csrf-check-password-1';
    const accountId = await memberWithPassword(email, password);
    const member = new FormBrowser(server.app);
    await member.signIn(email, password);
    const admin = new FormBrowser(server.app);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password, 'admin');
    const visitor = new FormBrowser(server.app);
    await visitor.get('/auth/sign-in');
    const link = await server.store.transaction((tx) => createPasswordLink(tx, accountId, clock));
    const newPassword = { password: 'Another-password-2026', confirm: 'Another-password-2026' };

    const forms: [FormBrowser, string, Record<string, string>][] = [
      [visitor, '/auth/sign-in', { email, password }],
      [member, '/auth/sign-out', { return: '/' }],
      [visitor, '/auth/membership-request', { name: 'Can', surname: 'Demir', nationalId: '10000000146', email: 'csrf-applicant@example.com', organization: 'Test', purpose: 'Test' }],
      [member, '/auth/password', { current: password, ...newPassword }],
      [member, '/auth/profile', { name: 'Changed', surname: 'Changed', organization: 'Changed' }],
      [visitor, '/auth/set-password', { token: link, ...newPassword }],
      [visitor, '/auth/admin/sign-in', { email: TEST_ADMIN.email, password: TEST_ADMIN.password }],
      [admin, '/auth/admin/sign-out', { return: '/admin' }],
      [visitor, '/auth/forgot-password', { email }],
    ];
    const before = await identityState();
    const mailsBefore = mails.length;
    for (const [browser, url, fields] of forms) {
      const session = browser.cookies.get('sf_session');
      for (const csrf of [null, 'x'.repeat(43)]) {
        const answer = await browser.post(url, { ...fields, _csrf: csrf });
        const what = `${url} ${csrf === null ? 'without a token' : 'with a wrong token'}`;
        expect(answer.statusCode, what).toBe(403);
        expect(answer.body, what).toContain('Form süresi doldu ya da başka bir siteden gönderildi.');
        expect(answer.cookies.some((c) => c.name === 'sf_session'), what).toBe(false);
        expect(browser.cookies.get('sf_session'), what).toBe(session);
      }
    }
    expect(await identityState()).toEqual(before);
    expect(mails).toHaveLength(mailsBefore);
    expect(await member.json('/app-api/user-info')).toMatchObject({ name: 'Test', role: 'member' });
    expect(await admin.json('/app-api/user-info')).toMatchObject({ role: 'admin', adminSession: true });
    expect(visitor.cookies.has('sf_session')).toBe(false);
  });
});

describe('tickets where visitors may read (PUBLIC_DATA=true, behind a trusted proxy)', () => {
  let open: TestServer;
  beforeAll(async () => { open = await startTestServer({ publicData: true, trustProxy: true, now: () => new Date(clock) }); });
  afterAll(async () => { await open?.close(); });

  it('serves visitors, but answers 401 to an unknown, malformed, revoked or expired ticket', async () => {
    expect((await postJson(open.app, MCP, DAY)).statusCode).toBe(200);
    const refusedWith = async (tgt: string) => {
      const answer = await postJson(open.app, MCP, DAY, { tgt, 'accept-language': 'en-US' });
      expect(answer.statusCode, tgt).toBe(401);
      expect(answer.json().errors[0]).toMatchObject({ errorCode: 'UNAUTHORIZED', errorMessage: expect.stringContaining('unknown or expired') });
    };
    await refusedWith(`TGT-${'a'.repeat(43)}`);
    await refusedWith('not-a-ticket');
    const lookup = await open.app.inject({ method: 'GET', url: '/electricity-service/v1/generation/data/powerplant-list', headers: { tgt: `TGT-${'b'.repeat(43)}` } });
    expect(lookup.statusCode).toBe(401);

    const revoked = await getTicket(open.app, TEST_MEMBER);
    expect((await postJson(open.app, MCP, DAY, { tgt: revoked })).statusCode).toBe(200);
    await open.app.inject({ method: 'DELETE', url: `/cas/v1/tickets/${revoked}` });
    await refusedWith(revoked);

    const expiring = await getTicket(open.app, TEST_MEMBER);
    clock += 121 * MINUTE;
    await refusedWith(expiring);
    clock = TEST_NOW.getTime();
    // The public routes stay public with a stale ticket: a client can still get a new one.
    expect((await open.app.inject({ method: 'GET', url: '/electricity-service/v1/menu/get-menu-tree', headers: { tgt: expiring } })).statusCode).toBe(200);
    const renewed = await open.app.inject({ method: 'POST', url: '/cas/v1/tickets', headers: { ...FORM, tgt: expiring }, payload: new URLSearchParams({ username: TEST_MEMBER.email, password: TEST_MEMBER.password }).toString() });
    expect(renewed.statusCode).toBe(201);
  });

  it('puts the ticket\'s absolute address in Location, with the scheme and host the proxy forwarded', async () => {
    const answer = await open.app.inject({
      method: 'POST', url: '/cas/v1/tickets',
      headers: { ...FORM, host: 'internal:8080', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'veri.example.org' },
      payload: new URLSearchParams({ username: TEST_MEMBER.email, password: TEST_MEMBER.password }).toString(),
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.headers.location).toBe(`https://veri.example.org/cas/v1/tickets/${answer.body}`);
  });
});
