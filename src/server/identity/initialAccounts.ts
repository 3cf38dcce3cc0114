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

function wantedAccounts(env: NodeJS.ProcessEnv) {
  return [
    { role: 'admin' as const, email: env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: 'Platform', surname: 'Yöneticisi', variable: 'ADMIN_PASSWORD' },
    { role: 'member' as const, email: env.DEMO_EMAIL ?? DEFAULT_DEMO_EMAIL, password: env.DEMO_PASSWORD, name: 'Demo', surname: 'Üye', variable: 'DEMO_PASSWORD' },
  ];
}

/**
 * In production, what is wrong with the configured first-start passwords (empty when nothing is). It needs only
 * the environment, so the server checks it before opening the store or building the market, and stops at once.
 */
export function initialPasswordProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  return wantedAccounts(env).flatMap((account) => {
    const problem = account.password === undefined ? undefined : passwordProblem(account.password, account.email, 'en');
    return problem ? [`${account.variable} is refused in production: ${problem} Choose a stronger one, or unset it to have one generated and printed on the first start.`] : [];
  });
}

export async function ensureInitialAccounts(store: Store, env: NodeJS.ProcessEnv, now: number): Promise<CreatedAccount[]> {
  const [problem] = initialPasswordProblems(env);
  if (problem) throw new Error(problem);
  if ((await countAccounts(store, 'admin')) > 0) return [];
  const wanted = wantedAccounts(env);
  const created: CreatedAccount[] = [];
  for (const account of wanted) {
    if (await findAccountByEmail(store, account.email)) continue;
    const password = account.password ?? generatedPassword();
    await createAccount(store, { email: normalizeEmail(account.email), name: account.name, surname: account.surname, organization: 'Şeffaflık', role: account.role, passwordHash: await hashPassword(password) }, now);
    created.push({ role: account.role, email: normalizeEmail(account.email), password, generated: account.password === undefined });
  }
  return created;
}
