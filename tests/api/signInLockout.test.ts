// The lock-out of repeated wrong passwords over HTTP, on both stores: per pair (e-mail, client address), a first
// typo free, then slowing down (2, 4, 8 seconds) and paused for 15 minutes, the same for an unknown e-mail, never locking the
// account's owner out of another address, shared by server processes through the store, and told to the owner
// (and, for an administrator account, to every administrator) by mail and in the log, without any password.
import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createAccount } from '../../src/server/identity/accounts';
import type { MailMessage } from '../../src/server/identity/mailer';
import { hashPassword } from '../../src/server/identity/passwordHash';
import { dialectOf } from '../../src/server/store/sqlDialect';
import { TEST_ADMIN, TEST_END, TEST_MEMBER, TEST_NOW, TEST_START, startTestServer, type TestServer } from '../support/testServer';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const CSRF = 'lockout-test-csrf-token-0123456789';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let server: TestServer;
let clock = TEST_NOW.getTime();
const mails: MailMessage[] = [];
let log = '';

beforeAll(async () => {
  const logStream = new Writable({ write(chunk, _encoding, done) { log += String(chunk); done(); } });
  server = await startTestServer({ publicData: false, now: () => new Date(clock), mailer: { send: async (m) => { mails.push(m); } }, logStream });
});
afterAll(async () => { await server.close(); });
// Each test two hours after the last: no window, pause or once-an-hour notice carries over.
beforeEach(() => { clock += 120 * MINUTE; });

type Lang = 'tr' | 'en';

/** A sign-in form posted from `address` (the CSRF pair given directly, as a browser holding the page would). */
function signInFrom(address: string, email: string, password: string, { kind = 'member', lang = 'tr' }: { kind?: 'member' | 'admin'; lang?: Lang } = {}) {
  return server.app.inject({
    method: 'POST', url: kind === 'admin' ? '/auth/admin/sign-in' : '/auth/sign-in', remoteAddress: address,
    headers: { ...FORM, cookie: `sf_csrf=${CSRF}`, 'accept-language': lang === 'en' ? 'en-US' : 'tr-TR' },
    payload: new URLSearchParams({ _csrf: CSRF, email, password }).toString(),
  });
}

function ticketFrom(address: string, username: string, password: string, app: FastifyInstance = server.app) {
  return app.inject({ method: 'POST', url: '/cas/v1/tickets', remoteAddress: address, headers: { ...FORM, 'accept-language': 'en-US' }, payload: new URLSearchParams({ username, password }).toString() });
}

/** The alert of an identity page, without the e-mail it was about. */
function alertOf(body: string, email: string): string {
  return (/<p class="id-alert[^>]*>([^<]*)<\/p>/.exec(body)?.[1] ?? '').replaceAll(email, '…');
}

/** Five wrong passwords from `address`, each after the delay the previous one earned; the last answer. */
async function lockPair(address: string, email: string, guess = (i: number) => `Wrong-guess-${i}-secret`) {
  let last;
  for (let i = 1; i <= 5; i += 1) {
    last = await ticketFrom(address, email, guess(i));
    clock += 10 * SECOND;
  }
  return last!;
}

async function memberWithPassword(email: string, password: string, role: 'member' | 'admin' = 'member'): Promise<number> {
  return createAccount(server.store, { email, name: role === 'admin' ? 'İkinci' : 'Test', surname: 'Kişi', organization: 'Test', role, passwordHash: await hashPassword(password) }, clock);
}

describe('sign-in lock-out per e-mail and client address', () => {
  it('slows down after each wrong password, then pauses the pair for 15 minutes, with the same answers for an unknown e-mail', async () => {
    const transcripts: Record<string, string[]> = {};
    for (const [email, address] of [[TEST_MEMBER.email, '203.0.113.1'], ['nobody-here@example.com', '203.0.113.2']] as const) {
      const seen: string[] = [];
      const attempt = async (password: string, lang: Lang = 'en') => {
        const answer = await signInFrom(address, email, password, { lang });
        seen.push(`${answer.statusCode} retry-after=${answer.headers['retry-after'] ?? '-'} ${alertOf(answer.body, email)}`);
        return answer;
      };
      // A typo retried at once costs nothing.
      expect((await attempt('Wrong-0-password')).statusCode).toBe(401);
      for (const [i, delay] of [2, 4, 8].entries()) {
        expect((await attempt(`Wrong-${i}-password`)).statusCode).toBe(401);
        const tooSoon = await attempt(`Wrong-${i}-again`);
        expect(tooSoon.statusCode).toBe(429);
        expect(tooSoon.headers['retry-after']).toBe(String(delay));
        expect(tooSoon.body).toContain(`wait a moment (${delay} s), then try again`);
        clock += delay * SECOND;
      }
      const fifth = await attempt('Wrong-5-password');
      expect(fifth.statusCode).toBe(429);
      expect(fifth.headers['retry-after']).toBe('900');
      expect(fifth.body).toContain('signing in from here is paused for 15 minutes');
      // Paused even for the right password, in both languages.
      const right = await attempt(TEST_MEMBER.password, 'tr');
      expect(right.statusCode).toBe(429);
      expect(right.body).toContain('buradan oturum açma 15 dakika durduruldu');
      clock += 14 * MINUTE;
      expect((await attempt(TEST_MEMBER.password)).statusCode).toBe(429);
      clock += 1 * MINUTE + SECOND;
      transcripts[email] = seen;
    }
    // Word for word the same for an account and a stranger: nothing tells them apart.
    expect(transcripts['nobody-here@example.com']).toEqual(transcripts[TEST_MEMBER.email]);
    // After the pause, the member signs in again from that address.
    expect((await signInFrom('203.0.113.1', TEST_MEMBER.email, TEST_MEMBER.password)).statusCode).toBe(303);
  });

  it('never locks the administrator out from another address, however often one address hammers the e-mail', async () => {
    const attacker = '203.0.113.66';
    const locked = await lockPair(attacker, TEST_ADMIN.email);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ errors: [{ errorCode: 'ACCOUNT_LOCKED', errorMessage: expect.stringContaining('paused for 15 minutes') }], correlationId: expect.any(String) });
    for (let i = 0; i < 5; i += 1) expect((await ticketFrom(attacker, TEST_ADMIN.email, `More-guesses-${i}`)).statusCode).toBe(429);
    expect((await ticketFrom(attacker, TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(429);

    const admin = await signInFrom('198.51.100.7', TEST_ADMIN.email, TEST_ADMIN.password, { kind: 'admin' });
    expect(admin.statusCode).toBe(303);
    const session = admin.cookies.find((c) => c.name === 'sf_session')!.value;
    const info = await server.app.inject({ method: 'GET', url: '/app-api/user-info', headers: { cookie: `sf_session=${session}` } });
    expect(info.json()).toMatchObject({ role: 'admin', adminSession: true });
    expect((await ticketFrom('198.51.100.8', TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(201);
    // The hammering did not extend the pause: 15 minutes after it began, the attacker is back to "wrong".
    clock += 15 * MINUTE;
    expect((await ticketFrom(attacker, TEST_ADMIN.email, 'Yet-another-guess')).statusCode).toBe(401);
  });

  it('counts an IPv6 client by its /64, so moving within it does not start afresh', async () => {
    for (let i = 1; i <= 5; i += 1) {
      await ticketFrom(`2001:db8:77:1::${i}`, TEST_MEMBER.email, `Wrong-v6-${i}`);
      clock += 10 * SECOND;
    }
    expect((await ticketFrom('2001:db8:77:1::abcd', TEST_MEMBER.email, TEST_MEMBER.password)).statusCode).toBe(429);
    expect((await ticketFrom('2001:db8:77:2::1', TEST_MEMBER.email, TEST_MEMBER.password)).statusCode).toBe(201);
  });

  it('forgets the failures after a right password, and failures older than 15 minutes', async () => {
    const address = '203.0.113.9';
    for (let i = 1; i <= 4; i += 1) {
      expect((await ticketFrom(address, TEST_MEMBER.email, `Wrong-${i}`)).statusCode).toBe(401);
      clock += 10 * SECOND;
    }
    expect((await ticketFrom(address, TEST_MEMBER.email, TEST_MEMBER.password)).statusCode).toBe(201);
    // Starting afresh: the next two wrong passwords are the first and second again (no pause, then a 2-second wait).
    expect((await ticketFrom(address, TEST_MEMBER.email, 'Wrong-after-success')).statusCode).toBe(401);
    expect((await ticketFrom(address, TEST_MEMBER.email, 'Typo-retried')).statusCode).toBe(401);
    expect((await ticketFrom(address, TEST_MEMBER.email, 'Too-soon')).headers['retry-after']).toBe('2');

    for (let i = 3; i <= 4; i += 1) {
      clock += 10 * SECOND;
      expect((await ticketFrom(address, TEST_MEMBER.email, `Wrong-again-${i}`)).statusCode).toBe(401);
    }
    clock += 16 * MINUTE;
    const afterWindow = await ticketFrom(address, TEST_MEMBER.email, 'Wrong-much-later');
    expect(afterWindow.statusCode).toBe(401);
    const rows = await server.store.query('SELECT failures FROM sign_in_failures WHERE email = $1 AND client = $2', [TEST_MEMBER.email, address]);
    expect(rows.map((r) => Number(r.failures))).toEqual([1]);
  });

  it('lets parallel guesses wait instead of slipping through: at most two are checked', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => ticketFrom('203.0.113.30', TEST_MEMBER.email, `Parallel-guess-${i}`)));
    const checked = answers.filter((a) => a.statusCode === 401).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(2);
    const waiting = answers.filter((a) => a.statusCode === 429);
    expect(waiting).toHaveLength(8 - checked);
    for (const refused of waiting) expect(refused.json().errors[0].errorCode).toBe('TOO_MANY_REQUESTS');
    const [row] = await server.store.query('SELECT failures FROM sign_in_failures WHERE email = $1 AND client = $2', [TEST_MEMBER.email, '203.0.113.30']);
    expect(Number(row!.failures)).toBe(checked);
  });

  it('keeps the pause in the store, so another server process on it refuses the pair too', async () => {
    const other = await buildApp({
      store: server.store, dialect: dialectOf(server.store), reports: [], now: () => new Date(clock),
      facts: { simulated: true, dataStart: TEST_START, dataEnd: () => TEST_END }, publicData: false, mailer: { send: async () => undefined },
    });
    try {
      await lockPair('203.0.113.40', TEST_MEMBER.email);
      const elsewhere = await ticketFrom('203.0.113.40', TEST_MEMBER.email, TEST_MEMBER.password, other);
      expect(elsewhere.statusCode).toBe(429);
      expect(elsewhere.json().errors[0].errorCode).toBe('ACCOUNT_LOCKED');
    } finally {
      await other.close();
    }
  });

  it('counts the current password of the password page like a sign-in', async () => {
    const email = 'page-guesser@example.com';
    await memberWithPassword(email, 'Page-guesser-password-1');
    const signedIn = await signInFrom('203.0.113.50', email, 'Page-guesser-password-1');
    const cookie = `sf_csrf=${CSRF}; sf_session=${signedIn.cookies.find((c) => c.name === 'sf_session')!.value}`;
    let last;
    for (let i = 1; i <= 5; i += 1) {
      last = await server.app.inject({
        method: 'POST', url: '/auth/password', remoteAddress: '203.0.113.50', headers: { ...FORM, cookie, 'accept-language': 'en-US' },
        payload: new URLSearchParams({ _csrf: CSRF, current: `Guess-${i}-current`, password: 'New-password-2026', confirm: 'New-password-2026' }).toString(),
      });
      clock += 10 * SECOND;
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.body).toContain('signing in from here is paused for 15 minutes');
  });
});

describe('sign-in lock notices', () => {
  it('mails the administrator and every other administrator once, in both languages, and logs the lock without any password', async () => {
    await memberWithPassword('second-admin@example.com', 'Second-admin-password-1', 'admin');
    const mailsBefore = mails.length;
    const logBefore = log.length;
    await lockPair('203.0.113.77', TEST_ADMIN.email, (i) => `Secret-guess-${i}-xyz`);
    await vi.waitFor(() => expect(mails.length).toBe(mailsBefore + 2));
    const [owner, other] = mails.slice(mailsBefore);
    expect(owner!.to).toBe(TEST_ADMIN.email);
    expect(owner!.subject).toBe('Şeffaflık hesabınızda hatalı parola denemeleri / Wrong password attempts on your Şeffaflık account');
    expect(owner!.text).toContain('203.0.113.77 adresinden art arda 5 kez hatalı parolayla');
    expect(owner!.text).toContain('from the address 203.0.113.77 with a wrong password 5 times in a row');
    expect(owner!.text).toContain('paused for 15 minutes');
    expect(other!.to).toBe('second-admin@example.com');
    expect(other!.subject).toContain('wrong password attempts on an administrator account');
    expect(other!.text).toContain(`Yönetici hesabı ${TEST_ADMIN.email} için 203.0.113.77 adresinden`);
    expect(other!.text).toContain(`tried for the administrator account ${TEST_ADMIN.email} from the address 203.0.113.77`);
    const newLog = log.slice(logBefore);
    expect(newLog).toMatch(/sign-in paused for 15 minutes after 5 wrong passwords in a row: e-mail \\"admin@test\.example\\" \(admin account \d+\) from 203\.0\.113\.77/);
    for (const text of [newLog, ...mails.map((m) => m.text)]) expect(text).not.toMatch(/Secret-guess/);
    // No link in a notice: without PUBLIC_URL its host would be the attacker's choice.
    expect(`${owner!.text}${other!.text}`).not.toMatch(/https?:\/\//);

    // Within the hour a second lock (another address) is logged, but mails nobody again.
    await lockPair('203.0.113.78', TEST_ADMIN.email);
    await vi.waitFor(() => expect(log.slice(logBefore)).toContain('from 203.0.113.78'));
    expect(mails.length).toBe(mailsBefore + 2);
  });

  it('mails only the member for a member account, and nobody for an unknown e-mail', async () => {
    const email = 'notified-member@example.com';
    await memberWithPassword(email, 'Notified-member-password-1');
    const mailsBefore = mails.length;
    await lockPair('203.0.113.88', email);
    await vi.waitFor(() => expect(mails.length).toBe(mailsBefore + 1));
    expect(mails.at(-1)!.to).toBe(email);
    expect(mails.at(-1)!.text).toContain('Hello Test,');

    const logBefore = log.length;
    await lockPair('203.0.113.89', 'stranger@example.com');
    await vi.waitFor(() => expect(log.slice(logBefore)).toContain('e-mail \\"stranger@example.com\\" (no such account) from 203.0.113.89'));
    expect(mails.length).toBe(mailsBefore + 1);
  });
});
