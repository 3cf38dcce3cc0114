// First start: a store without an administrator gets one, and a demo member, with passwords from
// ADMIN_PASSWORD / DEMO_PASSWORD or generated; the caller prints them once (they are never stored in clear).
// In production (NODE_ENV=production) a configured password must pass the password rules.
import { randomBytes } from 'node:crypto';
import type { Store } from '../store/store';
import { countAccounts, createAccount, findAccountByEmail, normalizeEmail } from './accounts';
import { hashPassword } from './passwordHash';
import { passwordProblem } from './passwordPolicy';

export interface CreatedAccount { role: 'admin' | 'member'; email: string; password: string; generated: boolean }

export const DEFAULT_ADMIN_EMAIL = 'admin@seffaflik.local';
export const DEFAULT_DEMO_EMAIL = 'demo@seffaflik.local';

function generatedPassword(): string {
  // 16 random characters from an alphabet without look-alikes, plus a digit group: easy to type, hard to guess.
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = randomBytes(16);
  const letters = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${letters.slice(0, 8)}-${letters.slice(8)}-${100 + (randomBytes(2).readUInt16BE() % 900)}`;
}

export async function ensureInitialAccounts(store: Store, env: NodeJS.ProcessEnv, now: number): Promise<CreatedAccount[]> {
  if ((await countAccounts(store, 'admin')) > 0) return [];
  const production = env.NODE_ENV === 'production';
  const wanted = [
    { role: 'admin' as const, email: env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: 'Platform', surname: 'Yöneticisi', variable: 'ADMIN_PASSWORD' },
    { role: 'member' as const, email: env.DEMO_EMAIL ?? DEFAULT_DEMO_EMAIL, password: env.DEMO_PASSWORD, name: 'Demo', surname: 'Üye', variable: 'DEMO_PASSWORD' },
  ];
  for (const account of wanted) {
    if (account.password === undefined) continue;
    const problem = passwordProblem(account.password, account.email, 'en');
    if (production && problem) throw new Error(`${account.variable} is refused in production: ${problem}`);
  }
  const created: CreatedAccount[] = [];
  for (const account of wanted) {
    if (await findAccountByEmail(store, account.email)) continue;
    const password = account.password ?? generatedPassword();
    await createAccount(store, { email: normalizeEmail(account.email), name: account.name, surname: account.surname, organization: 'Şeffaflık', role: account.role, passwordHash: await hashPassword(password) }, now);
    created.push({ role: account.role, email: normalizeEmail(account.email), password, generated: account.password === undefined });
  }
  return created;
}
