// npm run admin -- reset-password EMAIL, on both stores: a new generated password shown once, the account signed
// out everywhere, its pauses lifted, nothing else touched; and one line, a non-zero exit and no stack trace for an
// unknown e-mail, a bad command, a password on the command line or a store that does not open. The script itself
// runs as a process on a DuckDB file (the duckdb project only: it needs a store on disk).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, findAccountByEmail } from '../../src/server/identity/accounts';
import { EXIT, runAdminCommand, type AdminCommandContext } from '../../src/server/identity/adminCommand';
import { hashPassword, verifyPassword } from '../../src/server/identity/passwordHash';
import { createPasswordLink, findPasswordLink } from '../../src/server/identity/passwordLinks';
import { passwordProblem } from '../../src/server/identity/passwordPolicy';
import { findSession, openSession } from '../../src/server/identity/sessions';
import { findTicketAccount, issueTicket } from '../../src/server/identity/tickets';
import { openDuckdbStore } from '../../src/server/store/duckdbStore';
import { migrate } from '../../src/server/store/migrations';
import type { Store } from '../../src/server/store/store';
import { TEST_NOW, openTestStore, testStoreKind } from '../support/testServer';

const NOW = TEST_NOW.getTime();
let store: Store;
beforeAll(async () => { store = await openTestStore(); });
afterAll(async () => { await store.close(); });

interface Run { code: number; out: string[]; err: string[]; opened: number }

/** Runs a command on the suite's store (left open: the command's close is a no-op here). */
async function run(args: string[], options: Partial<AdminCommandContext> = {}): Promise<Run> {
  const result: Run = { code: -1, out: [], err: [], opened: 0 };
  result.code = await runAdminCommand(args, {
    out: (line) => result.out.push(line), err: (line) => result.err.push(line), locale: 'en', now: () => NOW,
    openStore: async () => { result.opened += 1; return { ...store, close: async () => undefined }; },
    ...options,
  });
  return result;
}

async function passwordWorks(email: string, password: string): Promise<boolean> {
  const account = await findAccountByEmail(store, email);
  return !!account?.passwordHash && verifyPassword(password, account.passwordHash);
}

describe('npm run admin -- reset-password EMAIL', () => {
  it('sets a new strong password, shown once, and ends the account\'s sessions, tickets, links and pauses, and no one else\'s', async () => {
    const hash = await hashPassword('Forgotten-password-1');
    const adminId = await createAccount(store, { email: 'lost-admin@example.com', name: 'Kayıp', surname: 'Yönetici', organization: 'Test', role: 'admin', passwordHash: hash }, NOW);
    const otherId = await createAccount(store, { email: 'bystander@example.com', name: 'Diğer', surname: 'Üye', organization: 'Test', role: 'member', passwordHash: hash }, NOW);
    const session = await openSession(store, adminId, 'admin', NOW);
    const ticket = await issueTicket(store, adminId, NOW);
    const link = await store.transaction((tx) => createPasswordLink(tx, adminId, NOW));
    const otherSession = await openSession(store, otherId, 'member', NOW);
    const otherTicket = await issueTicket(store, otherId, NOW);
    await store.query('INSERT INTO sign_in_failures (email, client, failures, first_failed_at, blocked_until) VALUES ($1, $2, 5, $3, $4)', ['lost-admin@example.com', '203.0.113.5', NOW, NOW + 900_000]);

    const result = await run(['reset-password', 'Lost-Admin@Example.com']);
    expect(result.code).toBe(EXIT.ok);
    expect(result.err).toEqual([]);
    expect(result.out[0]).toBe('New password of lost-admin@example.com (shown only now):');
    const password = result.out[1]!.trim();
    expect(passwordProblem(password, 'lost-admin@example.com', 'en')).toBeUndefined();
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(result.out[2]).toContain('/auth/admin/sign-in');
    expect(await passwordWorks('lost-admin@example.com', password)).toBe(true);
    expect(await passwordWorks('lost-admin@example.com', 'Forgotten-password-1')).toBe(false);

    expect(await findSession(store, session, NOW)).toBeUndefined();
    expect(await findTicketAccount(store, ticket, NOW)).toBeUndefined();
    expect(await findPasswordLink(store, link, NOW)).toBeUndefined();
    expect(await store.query('SELECT * FROM sign_in_failures WHERE email = $1', ['lost-admin@example.com'])).toEqual([]);
    expect((await findSession(store, otherSession, NOW))?.account.id).toBe(otherId);
    expect((await findTicketAccount(store, otherTicket, NOW))?.id).toBe(otherId);
    expect(await passwordWorks('bystander@example.com', 'Forgotten-password-1')).toBe(true);

    // Run again: another password, never the same one.
    const again = await run(['--', 'reset-password', 'lost-admin@example.com']);
    expect(again.code).toBe(EXIT.ok);
    expect(again.out[1]!.trim()).not.toBe(password);
  });

  it('answers an unknown e-mail with one line and exit 1, changing nothing', async () => {
    const before = await store.query('SELECT id, password_hash FROM accounts ORDER BY id');
    const unknown = await run(['reset-password', 'nobody@example.com']);
    expect(unknown).toMatchObject({ code: EXIT.failed, out: [], err: ['npm run admin: no account has the e-mail address nobody@example.com.'] });
    const turkish = await run(['reset-password', 'nobody@example.com'], { locale: 'tr' });
    expect(turkish.err).toEqual(['npm run admin: nobody@example.com e-posta adresiyle bir hesap yok.']);
    const control = await run(['reset-password', 'bad\u0000@example.com']);
    expect(control.code).toBe(EXIT.failed);
    expect(control.err).toHaveLength(1);
    expect(await store.query('SELECT id, password_hash FROM accounts ORDER BY id')).toEqual(before);
  });

  it('refuses a bad command, a missing e-mail or a password on the command line with the usage and exit 2, without opening the store', async () => {
    for (const args of [[], ['bogus'], ['reset-password'], ['reset-password', 'admin@example.com', 'My-new-password-1']]) {
      const result = await run(args);
      expect(result.code, args.join(' ')).toBe(EXIT.usage);
      expect(result.opened, args.join(' ')).toBe(0);
      expect(result.out).toEqual([]);
      expect(result.err.join('\n'), args.join(' ')).toMatch(/^npm run admin: .+\nusage: npm run admin -- COMMAND\n {2}reset-password EMAIL/);
    }
    expect((await run(['reset-password', 'a@example.com', 'x'])).err[0]).toContain('A password is never taken on the command line');
    expect((await run(['bogus'], { locale: 'tr' })).err[0]).toBe('npm run admin: "bogus" diye bir komut yok.\nkullanım: npm run admin -- KOMUT\n  reset-password E-POSTA   hesaba üretilmiş yeni bir parola verir, tüm oturumlarını ve biletlerini kapatır, parolayı bir kez yazdırır');
  });

  it('says in one line when the store does not open', async () => {
    const result = await run(['reset-password', 'a@example.com'], { openStore: async () => { throw new Error('IO Error: Could not set lock on file "var/seffaflik.duckdb"\n  at somewhere (file.js:1:1)'); } });
    expect(result).toMatchObject({ code: EXIT.failed, out: [], err: ['npm run admin: cannot open the store: IO Error: Could not set lock on file "var/seffaflik.duckdb"'] });
  });
});

describe.runIf(testStoreKind() === 'duckdb')('scripts/admin.ts as a process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'seffaflik-admin-'));
    const fileStore = await openDuckdbStore(join(dataDir, 'seffaflik.duckdb'));
    await migrate(fileStore);
    await createAccount(fileStore, { email: 'admin@seffaflik.local', name: 'Platform', surname: 'Yöneticisi', organization: 'Şeffaflık', role: 'admin', passwordHash: await hashPassword('Lost-for-good-2026') }, NOW);
    await fileStore.close();
  });
  afterAll(() => { rmSync(dataDir, { recursive: true, force: true }); });

  const admin = (args: string[], lang = 'en_US.UTF-8') => spawnSync(process.execPath, ['--import', 'tsx', resolve('scripts/admin.ts'), ...args], {
    encoding: 'utf8', timeout: 60_000, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LANG: lang, LC_ALL: '', LC_MESSAGES: '' },
  });

  it('resets the password on the configured store, and fails in one line without a stack trace', async () => {
    const done = admin(['reset-password', 'admin@seffaflik.local']);
    expect(done.stderr).toBe('');
    expect(done.status).toBe(0);
    const password = done.stdout.split('\n')[1]!.trim();
    const fileStore = await openDuckdbStore(join(dataDir, 'seffaflik.duckdb'));
    try {
      const account = await findAccountByEmail(fileStore, 'admin@seffaflik.local');
      expect(await verifyPassword(password, account!.passwordHash!)).toBe(true);
    } finally {
      await fileStore.close();
    }

    const unknown = admin(['reset-password', 'nobody@example.com'], 'tr_TR.UTF-8');
    expect(unknown.status).toBe(1);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toBe('npm run admin: nobody@example.com e-posta adresiyle bir hesap yok.\n');
    const bad = admin(['reset-pasword', 'admin@seffaflik.local']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^npm run admin: there is no command "reset-pasword"\.\nusage:/);
    expect(`${unknown.stderr}${bad.stderr}`).not.toMatch(/\n\s+at /);
  });
});
