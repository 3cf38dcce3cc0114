import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDuckdbStore } from '../store/duckdbStore';
import { migrate } from '../store/migrations';
import type { Store } from '../store/store';
import { findAccountByEmail } from './accounts';
import { ensureInitialAccounts, initialPasswordProblems, type CreatedAccount } from './initialAccounts';
import { initialAccountsText } from './initialAccountsText';
import { verifyPassword } from './passwordHash';

let store: Store;
beforeEach(async () => { store = await openDuckdbStore(':memory:'); await migrate(store); });
afterEach(async () => { await store.close(); });

async function passwordWorks(db: Store, email: string, password: string): Promise<boolean> {
  const account = await findAccountByEmail(db, email);
  return !!account?.passwordHash && verifyPassword(password, account.passwordHash);
}

describe('ensureInitialAccounts', () => {
  it('creates an administrator and a demo member once, with generated passwords that work', async () => {
    const shown: CreatedAccount[][] = [];
    const created = await ensureInitialAccounts(store, {}, 0, (accounts) => { shown.push([...accounts]); });
    expect(created.map((a) => [a.role, a.email, a.generated])).toEqual([['admin', 'admin@seffaflik.local', true], ['member', 'demo@seffaflik.local', true]]);
    expect(shown).toEqual([created]);
    expect(created[0]!.password).not.toBe(created[1]!.password);
    expect(await passwordWorks(store, 'demo@seffaflik.local', created[1]!.password)).toBe(true);
    expect(await ensureInitialAccounts(store, {}, 0, (accounts) => { shown.push([...accounts]); })).toEqual([]);
    expect(shown).toHaveLength(1);
    const stored = await store.query('SELECT password_hash FROM accounts');
    expect(stored.every((r) => !String(r.password_hash).includes(created[0]!.password))).toBe(true);
  });

  it('takes the configured e-mails and passwords', async () => {
    const created = await ensureInitialAccounts(store, { ADMIN_EMAIL: 'Root@Example.com', ADMIN_PASSWORD: 'x', DEMO_EMAIL: 'guest@example.com', DEMO_PASSWORD: 'y' }, 0);
    expect(created.map((a) => [a.email, a.password, a.generated])).toEqual([['root@example.com', 'x', false], ['guest@example.com', 'y', false]]);
  });

  it('refuses weak or known default passwords in production, and creates nothing', async () => {
    await expect(ensureInitialAccounts(store, { NODE_ENV: 'production', ADMIN_PASSWORD: 'admin' }, 0)).rejects.toThrow(/ADMIN_PASSWORD is refused in production/);
    await expect(ensureInitialAccounts(store, { NODE_ENV: 'production', ADMIN_PASSWORD: 'Ok-strong-pass-2026', DEMO_PASSWORD: 'demo12345678' }, 0)).rejects.toThrow(/DEMO_PASSWORD/);
    expect(await store.query('SELECT * FROM accounts')).toHaveLength(0);
    expect(await ensureInitialAccounts(store, { NODE_ENV: 'production' }, 0)).toHaveLength(2);
  });

  it('keeps no account whose password could not be shown, so the next start shows working ones', async () => {
    await expect(ensureInitialAccounts(store, {}, 0, () => { throw new Error('the console went away'); })).rejects.toThrow('the console went away');
    expect(await store.query('SELECT * FROM accounts')).toHaveLength(0);

    let shown: readonly CreatedAccount[] = [];
    await ensureInitialAccounts(store, {}, 0, (accounts) => { shown = accounts; });
    expect(shown.map((a) => a.role)).toEqual(['admin', 'member']);
    for (const account of shown) expect(await passwordWorks(store, account.email, account.password)).toBe(true);
  });

  it('after the process is killed between creating the accounts and printing them, the next start prints working ones', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'seffaflik-first-start-'));
    try {
      const file = join(dir, 'seffaflik.duckdb');
      const script = join(dir, 'crashingFirstStart.mts');
      // A first start that dies (SIGKILL: no cleanup, no rollback sent) the moment it is about to print.
      writeFileSync(script, `
        import { openDuckdbStore } from ${JSON.stringify(resolve('src/server/store/duckdbStore.ts'))};
        import { migrate } from ${JSON.stringify(resolve('src/server/store/migrations.ts'))};
        import { ensureInitialAccounts } from ${JSON.stringify(resolve('src/server/identity/initialAccounts.ts'))};
        const store = await openDuckdbStore(${JSON.stringify(file)});
        await migrate(store);
        await ensureInitialAccounts(store, {}, Date.now(), () => { process.kill(process.pid, 'SIGKILL'); });
        console.log('not reached');
      `);
      const crashed = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', timeout: 60_000 });
      expect(crashed.signal).toBe('SIGKILL');
      expect(crashed.stdout).not.toContain('not reached');

      const restarted = await openDuckdbStore(file);
      try {
        await migrate(restarted);
        let shown: readonly CreatedAccount[] = [];
        await ensureInitialAccounts(restarted, {}, Date.now(), (accounts) => { shown = accounts; });
        expect(shown.map((a) => a.email)).toEqual(['admin@seffaflik.local', 'demo@seffaflik.local']);
        for (const account of shown) expect(await passwordWorks(restarted, account.email, account.password)).toBe(true);
      } finally {
        await restarted.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('initialAccountsText', () => {
  const created: CreatedAccount[] = [
    { role: 'admin', email: 'admin@seffaflik.local', password: 'abcdefgh-ijkmnpqr-123', generated: true, variable: 'ADMIN_PASSWORD' },
    { role: 'member', email: 'demo@example.com', password: 'Configured-secret-1', generated: false, variable: 'DEMO_PASSWORD' },
  ];

  it('shows a generated password once, names a configured one only by its variable, and says how to set a new one', () => {
    const text = initialAccountsText(created, 'https://veri.example.org', 'en').join('\n');
    expect(text).toContain('admin@seffaflik.local  abcdefgh-ijkmnpqr-123  → https://veri.example.org/auth/admin/sign-in');
    expect(text).toContain('demo@example.com  (password from DEMO_PASSWORD)  → https://veri.example.org/auth/sign-in');
    expect(text).not.toContain('Configured-secret-1');
    expect(text).toContain('npm run admin -- reset-password EMAIL');
    const turkish = initialAccountsText(created, 'http://localhost:8080', 'tr').join('\n');
    expect(turkish).toContain('Bu ilk açılışta oluşturulan hesaplar');
    expect(turkish).toContain('(parola DEMO_PASSWORD değişkeninden)');
    expect(turkish).toContain('npm run admin -- reset-password E-POSTA');
  });
});

describe('initialPasswordProblems', () => {
  it('names every weak or default first-start password, in production only, from the environment alone', () => {
    expect(initialPasswordProblems({ ADMIN_PASSWORD: 'admin', DEMO_PASSWORD: 'demo' })).toEqual([]);
    const problems = initialPasswordProblems({ NODE_ENV: 'production', ADMIN_PASSWORD: 'admin', DEMO_PASSWORD: 'demo12345678' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^ADMIN_PASSWORD is refused in production: .+ Choose a stronger one, or unset it/);
    expect(problems[1]).toMatch(/^DEMO_PASSWORD is refused in production/);
    expect(initialPasswordProblems({ NODE_ENV: 'production', ADMIN_PASSWORD: 'Ok-strong-pass-2026' })).toEqual([]);
    expect(initialPasswordProblems({ NODE_ENV: 'production' })).toEqual([]);
  });
});
