// First start: a store without an administrator gets one, and a demo member, with passwords from
// ADMIN_PASSWORD / DEMO_PASSWORD or generated. Only their hashes are stored, so the generated passwords exist
// only in what the caller prints. The credentials are therefore never lost: the accounts are created and shown
// in one transaction, and committed only after `show` returned. A server that dies before or while printing them
// leaves no accounts, and the next start creates (and prints) them afresh. A later loss is mended with
// `npm run admin -- reset-password EMAIL`.
// In production (NODE_ENV=production) a configured password must pass the password rules.
import type { Store } from '../store/store';
import { countAccounts, createAccount, findAccountByEmail, normalizeEmail } from './accounts';
import { generatedPassword } from './generatedPassword';
import { hashPassword } from './passwordHash';
import { passwordProblem } from './passwordPolicy';

export interface CreatedAccount {
  role: 'admin' | 'member';
  email: string;
  password: string;
  generated: boolean;
  /** The environment variable a configured password came from (ADMIN_PASSWORD, DEMO_PASSWORD). */
  variable: string;
}

/** Prints the new accounts; a throw (or the process dying meanwhile) means they were not shown, and not kept. */
export type ShowCreatedAccounts = (created: readonly CreatedAccount[]) => void | Promise<void>;

export const DEFAULT_ADMIN_EMAIL = 'admin@seffaflik.local';
export const DEFAULT_DEMO_EMAIL = 'demo@seffaflik.local';

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

export async function ensureInitialAccounts(store: Store, env: NodeJS.ProcessEnv, now: number, show: ShowCreatedAccounts = () => undefined): Promise<CreatedAccount[]> {
  const [problem] = initialPasswordProblems(env);
  if (problem) throw new Error(problem);
  if ((await countAccounts(store, 'admin')) > 0) return [];
  // Hashed before the transaction: scrypt is slow on purpose, and the transaction should be short.
  const wanted = await Promise.all(wantedAccounts(env).map(async (account) => {
    const password = account.password ?? generatedPassword();
    return { ...account, email: normalizeEmail(account.email), password, generated: account.password === undefined, passwordHash: await hashPassword(password) };
  }));
  try {
    return await store.transaction(async (tx) => {
      if ((await countAccounts(tx, 'admin')) > 0) return [];
      const created: CreatedAccount[] = [];
      for (const account of wanted) {
        if (await findAccountByEmail(tx, account.email)) continue;
        await createAccount(tx, { email: account.email, name: account.name, surname: account.surname, organization: 'Şeffaflık', role: account.role, passwordHash: account.passwordHash }, now);
        created.push({ role: account.role, email: account.email, password: account.password, generated: account.generated, variable: account.variable });
      }
      if (created.length > 0) await show(created);
      return created;
    });
  } catch (error) {
    // Another server process on the same database created them first (its e-mail was taken under our feet):
    // that process prints them.
    if ((await countAccounts(store, 'admin')) > 0) return [];
    throw error;
  }
}
