// Malformed input on the identity routes, on both stores: wrong types, huge strings, NUL and other control
// characters, half surrogate pairs, forged cookies, ids beyond 2^63. Every answer is a clear 4xx (the JSON routes
// in the error envelope, the pages with the problem beside its field), never a 500, and nothing is half written.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FormBrowser } from '../support/formBrowser';
import { TEST_ADMIN, TEST_MEMBER, TEST_NOW, startTestServer, type TestServer } from '../support/testServer';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_BODY = { 'content-type': 'application/json' };
const CSRF = 'malformed-input-csrf-token-0123456789';

let server: TestServer;
let clock = TEST_NOW.getTime();
beforeAll(async () => { server = await startTestServer({ publicData: false, now: () => new Date(clock) }); });
afterAll(async () => { await server.close(); });
// A minute apart: the per-address throttle (20 sign-in attempts a minute) counts each test apart.
beforeEach(() => { clock += 10 * 60_000; });

function expectClientError(answer: LightMyRequestResponse, what: string, status?: number) {
  expect(answer.statusCode, `${what}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
  expect(answer.statusCode, what).toBeGreaterThanOrEqual(400);
  if (status !== undefined) expect(answer.statusCode, what).toBe(status);
  if (String(answer.headers['content-type']).startsWith('application/json')) {
    expect(answer.json(), what).toEqual({ errors: [{ errorCode: expect.any(String), errorMessage: expect.any(String) }], correlationId: expect.any(String) });
  }
}

async function accountsAndRequests() {
  return {
    accounts: await server.store.query('SELECT id, email, name, surname, organization, password_hash FROM accounts ORDER BY id'),
    requests: await server.store.query('SELECT id FROM membership_requests ORDER BY id'),
  };
}

describe('the ticket service with malformed input', () => {
  it('answers NUL bytes, huge fields, repeated fields and odd content types with a 4xx in the envelope', async () => {
    const post = (payload: string, headers: Record<string, string> = FORM) => server.app.inject({ method: 'POST', url: '/cas/v1/tickets', headers, payload });
    expectClientError(await post('username=a%00b%40example.com&password=x'), 'NUL in the username', 401);
    expectClientError(await post(`username=${TEST_MEMBER.email}&password=${encodeURIComponent('x\u0000y')}`), 'NUL in the password', 401);
    expectClientError(await post(`username=${'a'.repeat(5000)}%40example.com&password=x`), 'a 5000-character username', 401);
    expectClientError(await post(`username=${'a'.repeat(20_000)}&password=x`), 'a body beyond the form limit', 413);
    expectClientError(await post('username=a%40example.com&username=b%40example.com&password=x'), 'a repeated field', 400);
    expectClientError(await post('username=%E0%A4%A&password=%FF'), 'broken percent-encoding', 401);
    expectClientError(await post('{"username":["a"],"password":{"x":1}}', JSON_BODY), 'JSON with wrong types', 415);
    expectClientError(await post('x', { 'content-type': 'application/x-www-form-urlencoded-but-not' }), 'a look-alike content type', 415);
  });

  it('answers odd tickets to revoke with a 4xx', async () => {
    for (const ticket of ['TGT-%00', `TGT-${'x'.repeat(5000)}`, '%F0%9F%98%80', '9223372036854775808']) {
      expectClientError(await server.app.inject({ method: 'DELETE', url: `/cas/v1/tickets/${ticket}` }), `DELETE ${ticket.slice(0, 20)}`);
    }
    for (const tgt of ['TGT-\u0001', `TGT-${'a'.repeat(50_000)}`]) {
      expectClientError(await server.app.inject({ method: 'POST', url: '/electricity-service/v1/markets/dam/data/mcp', headers: { ...JSON_BODY, tgt }, payload: '{}' }), 'a malformed TGT header', 401);
    }
  });
});

describe('the identity pages with malformed input', () => {
  it('signs nobody in with a NUL, a control character or a huge e-mail, and says the credentials are wrong', async () => {
    const browser = new FormBrowser(server.app);
    for (const email of ['a\u0000b@example.com', `${TEST_MEMBER.email}\u0007`, `${'a'.repeat(15_000)}@example.com`]) {
      const answer = await browser.signIn(email, TEST_MEMBER.password);
      expectClientError(answer, `sign-in with ${JSON.stringify(email.slice(0, 30))}`, 401);
      expect(answer.body).toContain('E-posta ya da parola hatalı.');
    }
    expect(browser.cookies.has('sf_session')).toBe(false);
  });

  it('refuses a forged CSRF cookie of non-ASCII characters as an expired form, not a crash', async () => {
    const cookie = `sf_csrf=${encodeURIComponent('é'.repeat(24))}`;
    const answer = await server.app.inject({ method: 'POST', url: '/auth/sign-in', headers: { ...FORM, cookie }, payload: `_csrf=${'a'.repeat(24)}&email=a%40example.com&password=b` });
    expectClientError(answer, 'a non-ASCII CSRF cookie', 403);
    expect(answer.body).toContain('Form süresi doldu');
  });

  it('takes JSON bodies of the wrong shape on the forms as missing fields', async () => {
    const cookie = `sf_csrf=${CSRF}`;
    const payloads = ['null', '[1,2]', '"text"', `{"_csrf":"${CSRF}","email":1e999,"password":[],"return":{"a":1}}`];
    for (const payload of payloads) {
      for (const url of ['/auth/sign-in', '/auth/admin/sign-in', '/auth/membership-request', '/auth/forgot-password', '/auth/set-password']) {
        const answer = await server.app.inject({ method: 'POST', url, headers: { ...JSON_BODY, cookie }, payload });
        expectClientError(answer, `${url} ${payload}`);
      }
    }
  });

  it('shows a NUL or control character in the membership form beside its field, and stores nothing', async () => {
    const before = await accountsAndRequests();
    const browser = new FormBrowser(server.app);
    await browser.get('/auth/membership-request?lang=en');
    const valid = { name: 'Ayşe', surname: 'Yılmaz', nationalId: '10000000146', email: 'nul-check@example.com', organization: 'Örnek A.Ş.', purpose: 'Line one\nline two' };
    const answer = await browser.post('/auth/membership-request', { ...valid, name: 'Ay\u0000şe', organization: 'Örnek\u001bA.Ş.' });
    expectClientError(answer, 'membership request with control characters', 400);
    expect(answer.body).toMatch(/id="f-name-error">This field holds characters that cannot be used/);
    expect(answer.body).toMatch(/id="f-organization-error">This field holds characters that cannot be used/);
    expect(answer.body).not.toMatch(/id="f-purpose-error"/); // line breaks belong in the purpose
    // Half a surrogate pair only arrives in a JSON body, which the page forms refuse before reading (415).
    const csrf = browser.cookies.get('sf_csrf')!;
    const json = await server.app.inject({ method: 'POST', url: '/auth/membership-request', headers: { ...JSON_BODY, cookie: browser.cookieHeader() }, payload: `{"_csrf":"${csrf}","name":"A\\ud800","surname":"B","nationalId":"10000000146","email":"nul-check@example.com","organization":"O","purpose":"P"}` });
    expectClientError(json, 'membership request with a JSON body', 415);
    expect(await accountsAndRequests()).toEqual(before);
  });

  it('shows a NUL in the profile beside its field, and changes nothing', async () => {
    const member = new FormBrowser(server.app);
    await member.signIn(TEST_MEMBER.email, TEST_MEMBER.password);
    const before = await accountsAndRequests();
    const answer = await member.post('/auth/profile', { name: 'Demo\u0000', surname: 'Üye', organization: 'Şeffaflık' });
    expectClientError(answer, 'profile with a NUL', 400);
    expect(answer.body).toMatch(/id="f-name-error">Bu alanda kullanılamayan/);
    const password = await member.post('/auth/password', { current: 'x\u0000', password: 'Abcdefgh-123\u0000', confirm: 'Abcdefgh-123\u0000' });
    expectClientError(password, 'password page with NULs', 400);
    expect(await accountsAndRequests()).toEqual(before);
  });

  it('answers odd return paths, tokens and repeated query values without a crash', async () => {
    const browser = new FormBrowser(server.app);
    for (const url of ['/auth/sign-in?return=%2F%E0%A4%A', '/auth/sign-in?return=/a&return=/b&lang=en&lang=tr&theme=x&theme=y', `/auth/sign-in?return=/${'ğ'.repeat(3000)}`, '/auth/set-password?token=a&token=b', `/auth/set-password?token=${'x'.repeat(5000)}`, '/auth/set-password?token=%00']) {
      const answer = await browser.get(url);
      expect(answer.statusCode, url.slice(0, 60)).toBeLessThan(500);
    }
    const signedIn = await browser.post(`/auth/sign-in?return=/${'ğ'.repeat(3000)}`, { email: TEST_MEMBER.email, password: TEST_MEMBER.password });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe('/'); // too long to come back to
  });
});

describe('the user-info and administration routes with malformed input', () => {
  it('answers ids beyond 2^63, signs, NULs and odd filters with a 400 in the envelope', async () => {
    const admin = new FormBrowser(server.app);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password, 'admin');
    const call = (method: 'GET' | 'POST', url: string) => server.app.inject({ method, url, headers: { cookie: admin.cookieHeader(), 'accept-language': 'en-US' } });
    for (const id of ['9223372036854775808', '99999999999999999999', '-1', '1.5', '1e3', '0x10', ' 1']) {
      expectClientError(await call('POST', `/app-api/admin/accounts/${encodeURIComponent(id)}/password-link`), `account ${id}`, 400);
      expectClientError(await call('POST', `/app-api/admin/membership-requests/${encodeURIComponent(id)}/approve`), `request ${id}`, 400);
    }
    // A NUL in the path names no resource at all (400 or 404, whichever guard sees it first).
    expectClientError(await call('POST', '/app-api/admin/accounts/%00/password-link'), 'account %00');
    for (const status of ['%00', 'a&status=b', 'PENDING', 'x'.repeat(5000)]) {
      expectClientError(await call('GET', `/app-api/admin/membership-requests?status=${status}`), `status ${status.slice(0, 10)}`, 400);
    }
    const info = await server.app.inject({ method: 'GET', url: '/app-api/user-info', headers: { cookie: 'sf_session=%E0%A4%A; sf_csrf=%00', tgt: 'TGT-\u0001' } });
    expect(info.statusCode).toBeLessThan(500);
  });
});
