// Browser sessions in the database, so every server process behind a load balancer knows them. The cookie
// holds a random token; the table holds only its hash. A member session and an administrator session are
// different kinds: the administration API needs the latter, opened through the admin sign-in page.
import type { Store, StoreTransaction } from '../store/store';
import { findAccountById, type Account } from './accounts';
import { hashToken, randomToken } from './secretToken';

export type SessionKind = 'member' | 'admin';

export const SESSION_HOURS: Record<SessionKind, number> = { member: 12, admin: 4 };

export interface Session { tokenHash: string; kind: SessionKind; account: Account }

export async function openSession(store: Store, accountId: number, kind: SessionKind, now: number): Promise<string> {
  const token = randomToken();
  await store.query('DELETE FROM sessions WHERE expires_at < $1', [now]);
  await store.query('INSERT INTO sessions (token_hash, account_id, kind, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    hashToken(token), accountId, kind, now, now + SESSION_HOURS[kind] * 3_600_000,
  ]);
  return token;
}

export async function findSession(store: Store, token: string, now: number): Promise<Session | undefined> {
  const tokenHash = hashToken(token);
  const [row] = await store.query('SELECT account_id, kind FROM sessions WHERE token_hash = $1 AND expires_at > $2', [tokenHash, now]);
  if (!row) return undefined;
  const account = await findAccountById(store, Number(row.account_id));
  if (!account || account.disabled) return undefined;
  return { tokenHash, kind: row.kind === 'admin' ? 'admin' : 'member', account };
}

export async function closeSession(store: Store, token: string): Promise<void> {
  await store.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
}

/** After a password change: every other browser of the account has to sign in again. */
export async function closeOtherSessions(store: Store, accountId: number, keepTokenHash: string | undefined): Promise<void> {
  await store.query('DELETE FROM sessions WHERE account_id = $1 AND token_hash <> $2', [accountId, keepTokenHash ?? '']);
}

/** After a password reset: no browser of the account stays signed in. */
export async function closeSessionsOf(db: Pick<Store, 'query'> | StoreTransaction, accountId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE account_id = $1', [accountId]);
}
