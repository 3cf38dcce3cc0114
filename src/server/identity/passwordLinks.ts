// One-time links to set a password: sent to a newly approved member, re-issued by an administrator, or asked
// for on the forgot-password page. Valid for LINK_DAYS, used once; a new link retires the account's older ones.
import type { Store, StoreTransaction } from '../store/store';
import { hashToken, randomToken } from './secretToken';

export const LINK_DAYS = 7;

/** The token for `/auth/set-password?token=…`. */
export async function createPasswordLink(db: StoreTransaction, accountId: number, now: number): Promise<string> {
  const token = randomToken();
  await db.query('INSERT INTO password_links (token_hash, account_id, expires_at) VALUES ($1, $2, $3)', [hashToken(token), accountId, now + LINK_DAYS * 86_400_000]);
  return token;
}

/**
 * A fresh link for an existing account, in one transaction with the retirement of its unused links (marked
 * used): only the newest mail works, so a lost or intercepted older one is worth nothing.
 */
/** `alongside` runs in the same transaction (an audit record of who asked for the link). */
export async function replacePasswordLinks(store: Store, accountId: number, now: number, alongside?: (tx: StoreTransaction) => Promise<void>): Promise<string> {
  return store.transaction(async (tx) => {
    await tx.query('UPDATE password_links SET used_at = $1 WHERE account_id = $2 AND used_at IS NULL', [now, accountId]);
    const token = await createPasswordLink(tx, accountId, now);
    await alongside?.(tx);
    return token;
  });
}

export async function findPasswordLink(store: Store, token: string, now: number): Promise<number | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const [row] = await store.query('SELECT account_id FROM password_links WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2', [hashToken(token), now]);
  return row ? Number(row.account_id) : undefined;
}

/** Marks the link used; false when another request used it first. */
export async function usePasswordLink(db: StoreTransaction, token: string, now: number): Promise<boolean> {
  const rows = await db.query('UPDATE password_links SET used_at = $1 WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1 RETURNING account_id', [now, hashToken(token)]);
  return rows.length > 0;
}
