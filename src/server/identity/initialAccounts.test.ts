import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDuckdbStore } from '../store/duckdbStore';
import { migrate } from '../store/migrations';
import type { Store } from '../store/store';
import { checkCredentials } from './checkCredentials';
import { ensureInitialAccounts, initialPasswordProblems } from './initialAccounts';

let store: Store;
beforeEach(async () => { store = await openDuckdbStore(':memory:'); await migrate(store); });
afterEach(async () => { await store.close(); });

describe('ensureInitialAccounts', () => {
  it('creates an administrator and a demo member once, with generated passwords that work', async () => {
    const created = await ensureInitialAccounts(store, {}, 0);
    expect(created.map((a) => [a.role, a.email, a.generated])).toEqual([['admin', 'admin@seffaflik.local', true], ['member', 'demo@seffaflik.local', true]]);
    expect(created[0]!.password).not.toBe(created[1]!.password);
    expect((await checkCredentials(store, 'demo@seffaflik.local', created[1]!.password, 0)).ok).toBe(true);
    expect(await ensureInitialAccounts(store, {}, 0)).toEqual([]);
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
