// System access operations (admin setting 9012), on both stores: the accounts list searches and filters; an
// administrator changes another account's role, disables it (its sign-in, session and ticket stop at once) and
// enables it again, ends its sessions and tickets; the last administrator who can sign in is never demoted or
// disabled, nobody changes their own account here, and every change is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/server/identity/accounts';
import { hashPassword } from '../../src/server/identity/passwordHash';
import { TEST_ADMIN, TEST_MEMBER, TEST_NOW, getTicket, signIn, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ publicData: false });
  admin = await signIn(server.app, TEST_ADMIN, 'admin');
});
afterAll(async () => { await server.close(); });

const URL = '/app-api/admin/settings/accounts';
const MCP = '/electricity-service/v1/markets/dam/data/mcp';
const day = { startDate: '2024-08-01T00:00:00+03:00', endDate: '2024-08-01T00:00:00+03:00' };
const call = (method: 'GET' | 'POST', url: string, body?: unknown, cookie = admin, locale = 'en') => server.app.inject({
  method, url, headers: { cookie, 'accept-language': locale, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
});
const idOf = async (email: string) => Number((await server.store.query('SELECT id FROM accounts WHERE email = $1', [email]))[0]!.id);
const readData = (headers: Record<string, string>) => server.app.inject({ method: 'POST', url: MCP, payload: JSON.stringify(day), headers: { 'content-type': 'application/json', ...headers } });

describe('the accounts list', () => {
  it('searches by name, e-mail or organization and filters by role and status', async () => {
    await createAccount(server.store, { email: 'ılgaz@example.com', name: 'Ilgaz', surname: 'Şahin', organization: 'Enerji A.Ş.', role: 'member', passwordHash: null }, TEST_NOW.getTime());
    const all = (await call('GET', URL)).json();
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.items[0]).toMatchObject({ role: expect.any(String), status: 'active', createdAt: expect.stringMatching(/\+03:00$/) });
    expect((await call('GET', `${URL}?search=şahin`)).json().items.map((a: { email: string }) => a.email)).toEqual(['ılgaz@example.com']);
    expect((await call('GET', `${URL}?search=ENERJİ`)).json().total).toBe(1);
    const admins = (await call('GET', `${URL}?role=admin`)).json().items;
    expect(admins.map((a: { email: string }) => a.email)).toEqual([TEST_ADMIN.email]);
    expect(admins[0].sessions).toBeGreaterThanOrEqual(1);
    expect((await call('GET', `${URL}?status=disabled`)).json().total).toBe(0);
    const bad = await call('GET', `${URL}?role=owner&status=gone`, undefined, admin, 'tr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { errorMessage: string }) => e.errorMessage)).toEqual(['role: member ya da admin olmalı.', 'status: active ya da disabled olmalı.']);
  });

  it('is for administrator sessions only', async () => {
    expect((await server.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const member = await signIn(server.app, TEST_MEMBER);
    expect((await call('GET', URL, undefined, member)).statusCode).toBe(403);
  });
});

describe('changing an account', () => {
  it('disables an account: its session, ticket and sign-in stop at once; enabling lets it sign in again', async () => {
    const email = 'to-disable@example.com';
    const password = 'Disable-test-password-1';
    const id = await createAccount(server.store, { email, name: 'Kapatılacak', surname: 'Üye', organization: 'Test', role: 'member', passwordHash: await hashPassword(password) }, TEST_NOW.getTime());
    const cookie = await signIn(server.app, { email, password });
    const ticket = await getTicket(server.app, { email, password });
    expect((await readData({ cookie })).statusCode).toBe(200);

    const disabled = await call('POST', `${URL}/${id}/disable`);
    expect(disabled.json()).toMatchObject({ id, status: 'disabled', sessions: 0, tickets: 0 });
    expect((await readData({ cookie })).statusCode).toBe(401);
    expect((await readData({ tgt: ticket })).statusCode).toBe(401);
    await expect(signIn(server.app, { email, password })).rejects.toThrow();
    expect((await call('POST', `${URL}/${id}/disable`)).json().errors[0].errorCode).toBe('UNCHANGED');

    expect((await call('POST', `${URL}/${id}/enable`)).json()).toMatchObject({ status: 'active' });
    const again = await signIn(server.app, { email, password });
    expect((await readData({ cookie: again })).statusCode).toBe(200);

    const audit = await server.store.query('SELECT action, after_json FROM audit_log WHERE target = $1 ORDER BY id', [`account:${id}`]);
    expect(audit.map((a) => a.action)).toEqual(['system-access:disable', 'system-access:enable']);
    expect(JSON.parse(String(audit[0]!.after_json))).toEqual({ email, role: 'member', status: 'disabled' });
  });

  it('ends an account\'s sessions and tickets without disabling it', async () => {
    const id = await idOf(TEST_MEMBER.email);
    const cookie = await signIn(server.app, TEST_MEMBER);
    const ticket = await getTicket(server.app, TEST_MEMBER);
    const answer = await call('POST', `${URL}/${id}/revoke-sessions`);
    expect(answer.json()).toMatchObject({ status: 'active', sessions: 0, tickets: 0 });
    expect((await readData({ cookie })).statusCode).toBe(401);
    expect((await readData({ tgt: ticket })).statusCode).toBe(401);
  });

  it('never demotes or disables the last administrator, nor lets an administrator change their own account', async () => {
    const own = await idOf(TEST_ADMIN.email);
    for (const [method, url, body] of [['POST', `${URL}/${own}/role`, { role: 'member' }], ['POST', `${URL}/${own}/disable`, undefined]] as const) {
      const refused = await call(method, url, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0].errorCode).toBe('OWN_ACCOUNT');
    }
    // A second administrator tries to demote, then disable, the first while it is the only other one.
    const secondPassword = 'Second-admin-password-1';
    const second = await createAccount(server.store, { email: 'second-admin@example.com', name: 'İkinci', surname: 'Yönetici', organization: 'Test', role: 'member', passwordHash: await hashPassword(secondPassword) }, TEST_NOW.getTime());
    expect((await call('POST', `${URL}/${second}/role`, { role: 'admin' })).json()).toMatchObject({ role: 'admin' });
    const secondCookie = await signIn(server.app, { email: 'second-admin@example.com', password: secondPassword }, 'admin');
    // With two administrators, the second may disable the first: one would be left. Undo it at once.
    expect((await call('POST', `${URL}/${own}/disable`, undefined, secondCookie)).statusCode).toBe(200);
    const lastOne = await call('POST', `${URL}/${second}/disable`, undefined, secondCookie);
    expect(lastOne.json().errors[0].errorCode).toBe('OWN_ACCOUNT');
    expect((await call('POST', `${URL}/${own}/enable`, undefined, secondCookie)).statusCode).toBe(200);
    admin = await signIn(server.app, TEST_ADMIN, 'admin');
    // Demoting the second leaves the first: allowed. Then the first is the last: the second cannot demote it.
    expect((await call('POST', `${URL}/${second}/role`, { role: 'member' })).json()).toMatchObject({ role: 'member' });
    // The demoted second administrator's session ended with the role: it can no longer try anything here.
    expect((await call('POST', `${URL}/${own}/role`, { role: 'member' }, secondCookie)).statusCode).toBe(401);
    const bad = await call('POST', `${URL}/${second}/role`, { role: 'owner', extra: true });
    expect(bad.json().errors.map((e: { errorMessage: string }) => e.errorMessage.split(':')[0])).toEqual(['extra', 'role']);
    expect((await call('POST', `${URL}/999999/disable`)).statusCode).toBe(404);
  });

  it('refuses to leave the platform without an administrator who can sign in', async () => {
    // The first administrator is the last active one; a disabled administrator does not count.
    const third = await createAccount(server.store, { email: 'dormant-admin@example.com', name: 'Uyuyan', surname: 'Yönetici', organization: 'Test', role: 'admin', passwordHash: null }, TEST_NOW.getTime());
    await call('POST', `${URL}/${third}/disable`);
    const helperPassword = 'Helper-admin-password-1';
    const helper = await createAccount(server.store, { email: 'helper-admin@example.com', name: 'Yardımcı', surname: 'Yönetici', organization: 'Test', role: 'admin', passwordHash: await hashPassword(helperPassword) }, TEST_NOW.getTime());
    const helperCookie = await signIn(server.app, { email: 'helper-admin@example.com', password: helperPassword }, 'admin');
    // The first administrator demotes the helper: the first stays. The helper's admin session ends with the role.
    await call('POST', `${URL}/${helper}/role`, { role: 'member' });
    expect((await call('GET', URL, undefined, helperCookie)).statusCode).toBe(401);
    // Now only the first is active; a direct attempt through the store's guard is what the route relies on.
    const { changeAccount } = await import('../../src/server/admin-settings/systemAccess');
    const refused = await changeAccount(server.store, { change: 'disable', accountId: await idOf(TEST_ADMIN.email), actor: { accountId: helper, email: 'helper-admin@example.com' }, now: TEST_NOW.getTime() });
    expect(refused).toEqual({ ok: false, refusal: 'lastAdmin' });
    const demote = await changeAccount(server.store, { change: 'role', role: 'member', accountId: await idOf(TEST_ADMIN.email), actor: { accountId: helper, email: 'helper-admin@example.com' }, now: TEST_NOW.getTime() });
    expect(demote).toEqual({ ok: false, refusal: 'lastAdmin' });
  });
});
