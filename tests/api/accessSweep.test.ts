// The security sweep: every administration route refused to visitors (401) and members (403 FORBIDDEN, by
// session and by ticket); every data, lookup and export route refused without credentials; no password, ticket
// or session id in the log or in any answer (a ticket only in the 201 that issues it); the mail log without
// SMTP holds the set-password link but no password; identity cookies HttpOnly and SameSite; the per-member rate
// limit and the usage records of data calls.
import type { InjectOptions } from 'fastify';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/server/identity/accounts';
import { createMailer } from '../../src/server/identity/mailer';
import { hashPassword } from '../../src/server/identity/passwordHash';
import { FormBrowser } from '../support/formBrowser';
import { TEST_ADMIN, TEST_MEMBER, TEST_NOW, getTicket, postJson, startTestServer, type TestServer } from '../support/testServer';

const MCP = '/electricity-service/v1/markets/dam/data/mcp';
const DAY = { startDate: '2024-08-01T00:00:00+03:00', endDate: '2024-08-01T00:00:00+03:00' };
const TICKET = /TGT-[A-Za-z0-9_-]{20,}/;

let server: TestServer;
let log = '';
/** What the mailer without SMTP_URL writes in place of sending (the server's console in production). */
let mailLog = '';
interface Answer { method: string; url: string; status: number; body: string; headers: string }
const answers: Answer[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => { log += chunk.toString(); });
  server = await startTestServer({ publicData: false, rateLimitPerMinute: 5, logStream: stream, mailer: createMailer({}, (line) => { mailLog += `${line}\n`; }) });
  // Every answer of every call below, headers included, for the secrets check.
  const inject = server.app.inject.bind(server.app);
  server.app.inject = (async (options: InjectOptions) => {
    const answer = await inject(options);
    answers.push({ method: options.method ?? 'GET', url: String(options.url), status: answer.statusCode, body: answer.body, headers: JSON.stringify(answer.headers) });
    return answer;
  }) as unknown as typeof server.app.inject;
});
afterAll(async () => { await server?.close(); });

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

describe('access to every route', () => {
  it('refuses every administration route to visitors (401) and to members by session or ticket (403 FORBIDDEN)', async () => {
    const adminRoutes = server.app.routeAccessList.filter((r) => r.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThanOrEqual(7);
    expect(adminRoutes.every((r) => r.url.startsWith('/app-api/admin/') || r.url.startsWith('/administration-service/'))).toBe(true);
    const member = new FormBrowser(server.app);
    await member.signIn(TEST_MEMBER.email, TEST_MEMBER.password);
    const ticket = await getTicket(server.app, TEST_MEMBER);
    // A ticket of an administrator is not an administrator session either.
    const adminTicket = await getTicket(server.app, TEST_ADMIN);
    for (const route of adminRoutes) {
      const call = (headers: Record<string, string>) => server.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: { 'content-type': 'application/json', ...headers }, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{}' }) });
      const visitor = await call({});
      expect(visitor.statusCode, `${route.method} ${route.url} as a visitor`).toBe(401);
      expect(visitor.json().errors[0].errorCode).toBe('UNAUTHORIZED');
      const refusals = [
        ['as a member', await call({ cookie: member.cookieHeader(), 'accept-language': 'en-US' }), 'Only an administrator session may make this call.'],
        ["with a member's ticket", await call({ tgt: ticket }), 'Bu işlem yalnızca yönetici oturumuyla yapılabilir.'],
        ["with an admin's ticket", await call({ tgt: adminTicket, 'accept-language': 'en-US' }), 'Only an administrator session may make this call.'],
      ] as const;
      for (const [who, answer, message] of refusals) {
        expect(answer.statusCode, `${route.method} ${route.url} ${who}`).toBe(403);
        expect(answer.json(), `${route.method} ${route.url} ${who}`).toMatchObject({ errors: [{ errorCode: 'FORBIDDEN', errorMessage: message }] });
      }
    }
  });

  it('refuses every data, lookup and export route without credentials', async () => {
    const dataRoutes = server.app.routeAccessList.filter((r) => r.access === 'data');
    expect(dataRoutes.length).toBeGreaterThan(10);
    for (const route of dataRoutes) {
      const answer = await server.app.inject({ method: route.method as 'GET', url: route.url, headers: { 'content-type': 'application/json' }, ...(route.method === 'GET' ? {} : { payload: '{}' }) });
      expect(answer.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('keeps the public routes public: menu tree, date-init, page settings, user-info, the identity pages', async () => {
    const publicRoutes = server.app.routeAccessList.filter((r) => r.access === 'public').map((r) => r.url);
    expect(publicRoutes).toEqual(expect.arrayContaining(['/electricity-service/v1/menu/get-menu-tree', '/electricity-service/v1/main/date-init', '/app-api/user-info', '/auth/sign-in', '/cas/v1/tickets']));
    expect((await server.app.inject({ method: 'GET', url: '/electricity-service/v1/menu/get-menu-tree' })).statusCode).toBe(200);
  });

  it('refuses an administration call with the session cookie from another site', async () => {
    const admin = new FormBrowser(server.app);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password, 'admin');
    const forged = await server.app.inject({ method: 'POST', url: '/app-api/admin/membership-requests/1/approve', headers: { cookie: admin.cookieHeader(), origin: 'https://evil.example' } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().errors[0].errorCode).toBe('CROSS_SITE');
  });
});

describe('secrets', () => {
  it('writes no password, ticket or session id into the log or any answer, and sets cookies HttpOnly and SameSite', async () => {
    const browser = new FormBrowser(server.app);
    const signedIn = await browser.signIn(TEST_MEMBER.email, TEST_MEMBER.password);
    for (const cookie of signedIn.cookies) {
      expect(cookie.httpOnly, cookie.name).toBe(true);
      expect(['Lax', 'Strict'], cookie.name).toContain(cookie.sameSite);
    }
    await browser.signIn(TEST_MEMBER.email, 'a-wrong-password-42');
    const ticket = await getTicket(server.app, TEST_MEMBER);
    await postJson(server.app, MCP, DAY, { tgt: ticket });
    await server.app.inject({ method: 'DELETE', url: `/cas/v1/tickets/${ticket}` });
    await server.app.inject({ method: 'GET', url: '/auth/set-password?token=abcdefghijklmnopqrstuvwxyz123456' });
    const session = browser.cookies.get('sf_session')!;

    expect(log).toContain('/cas/v1/tickets/TGT-***');
    expect(log).toContain('token=***');
    for (const secret of [TEST_MEMBER.password, 'a-wrong-password-42', ticket.slice(4), session, 'abcdefghijklmnopqrstuvwxyz123456']) {
      expect(log.includes(secret), `the log holds ${secret.slice(0, 6)}…`).toBe(false);
    }
    const everything = answers.map((a) => `${a.body}\n${a.headers}`).join('\n');
    for (const secret of [TEST_MEMBER.password, TEST_ADMIN.password, 'a-wrong-password-42', 'scrypt$']) {
      expect(everything.includes(secret), `an answer holds ${secret.slice(0, 6)}…`).toBe(false);
    }
    // A ticket leaves the server once: in the 201 that issues it. Not in DELETE's answer, nor in any other.
    const issued = answers.filter((a) => a.method === 'POST' && a.url === '/cas/v1/tickets' && a.status === 201);
    expect(issued.length).toBeGreaterThanOrEqual(3);
    expect(issued.every((a) => TICKET.test(a.body))).toBe(true);
    expect(answers.some((a) => a.method === 'DELETE' && a.url.startsWith('/cas/v1/tickets/'))).toBe(true);
    for (const answer of answers) {
      if (issued.includes(answer)) continue;
      expect(TICKET.test(answer.body) || TICKET.test(answer.headers), `${answer.method} ${answer.url} (${answer.status}) answers a ticket`).toBe(false);
    }
  });

  it('writes a mail without SMTP into the log with its set-password link and no password, and answers neither', async () => {
    const email = 'mail-log@example.com';
    const oldPassword = 'Posta-kaydi-2026-a';
    const newPassword = 'Posta-kaydi-2026-b';
    const accountId = await createAccount(server.store, { email, name: 'Posta', surname: 'Günlüğü', organization: 'Test', role: 'member', passwordHash: await hashPassword(oldPassword) }, TEST_NOW.getTime());
    const visitor = new FormBrowser(server.app);
    const asked = await visitor.post('/auth/forgot-password', { email });
    expect(asked.statusCode).toBe(200);
    const admin = new FormBrowser(server.app);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password, 'admin');
    const issued = await server.app.inject({ method: 'POST', url: `/app-api/admin/accounts/${accountId}/password-link`, headers: { cookie: admin.cookieHeader() } });
    expect(issued.json()).toMatchObject({ mailSent: true });
    // Who sent a new link to whom is in the audit log, without the link.
    const [record] = await server.store.query('SELECT account_email, action, after_json FROM audit_log WHERE target = $1', [`account:${accountId}`]);
    expect(record).toMatchObject({ account_email: TEST_ADMIN.email, action: 'POST /app-api/admin/accounts/:id/password-link', after_json: JSON.stringify({ email }) });

    expect(mailLog).toContain(`mail (no SMTP_URL configured, so written here) to ${email}`);
    const tokens = [...mailLog.matchAll(/http:\/\/localhost:80\/auth\/set-password\?token=([A-Za-z0-9_-]{20,})/g)].map((m) => m[1]!);
    expect(tokens).toHaveLength(4); // two mails, each with the link in Turkish and in English
    const newest = tokens.at(-1)!;
    const page = await visitor.get(`/auth/set-password?token=${newest}`);
    expect(page.statusCode).toBe(200);
    expect((await visitor.post('/auth/set-password', { token: newest, password: newPassword, confirm: newPassword })).statusCode).toBe(200);
    expect((await visitor.signIn(email, newPassword)).statusCode).toBe(303);

    for (const password of [oldPassword, newPassword, TEST_MEMBER.password, TEST_ADMIN.password, 'scrypt$']) {
      expect(mailLog.includes(password), `the mail log holds ${password.slice(0, 6)}…`).toBe(false);
    }
    // The set-password page is the one place the link's token belongs (its form posts it back).
    const elsewhere = answers.filter((a) => !a.url.startsWith('/auth/set-password')).map((a) => `${a.body}\n${a.headers}`).join('\n');
    expect(elsewhere).toContain('E-postanızı kontrol edin');
    for (const secret of [...new Set(tokens), newPassword]) {
      expect(elsewhere.includes(secret), `an answer holds ${secret.slice(0, 6)}…`).toBe(false);
      expect(log.includes(secret), `the request log holds ${secret.slice(0, 6)}…`).toBe(false);
    }
  });
});

describe('rate limit and usage records', () => {
  it('answers 429 with Retry-After once a member exceeds the calls per minute', async () => {
    const ticket = await getTicket(server.app, TEST_ADMIN);
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 6; i += 1) {
      const answer = await postJson(server.app, MCP, DAY, { tgt: ticket });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) retryAfter = String(answer.headers['retry-after']);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
  });

  it('records who called which service, with rows, bytes and duration, in batches', async () => {
    const { app, store } = server;
    await app.close(); // closing flushes the buffered records
    const rows = await store.query(`SELECT u.service, u.via, u.status, u.row_count, CAST(u.bytes AS INTEGER) AS bytes, u.duration_ms, a.email
      FROM usage_records u LEFT JOIN accounts a ON a.id = u.account_id WHERE u.status = 200 ORDER BY u.id`);
    const admin = rows.filter((r) => r.email === TEST_ADMIN.email && r.service === MCP);
    expect(admin).toHaveLength(5);
    expect(admin[0]).toMatchObject({ via: 'ticket', row_count: 24 });
    expect(Number(admin[0]!.bytes)).toBeGreaterThan(1000);
    expect(Number(admin[0]!.duration_ms)).toBeGreaterThan(0);
    expect(rows.some((r) => r.email === TEST_MEMBER.email && r.service === MCP)).toBe(true);
  });
});
