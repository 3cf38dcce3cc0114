// Checks an e-mail and password for the sign-in pages and the ticket service, with the lock-out: after
// LOCK_AFTER wrong passwords in a row the account refuses every attempt (even the right one) for LOCK_MINUTES.
// An unknown e-mail costs the same hashing time as a known one, so answers do not reveal which accounts exist.
import type { Store } from '../store/store';
import { clearFailedSignIns, findAccountByEmail, type Account } from './accounts';
import { UNKNOWN_ACCOUNT_HASH, verifyPassword } from './passwordHash';

export const LOCK_AFTER = 5;
export const LOCK_MINUTES = 15;

export type CredentialCheck =
  | { ok: true; account: Account }
  | { ok: false; reason: 'wrong' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

export async function checkCredentials(store: Store, email: string, password: string, now: number): Promise<CredentialCheck> {
  const account = await findAccountByEmail(store, email);
  if (!account || account.passwordHash === null) {
    await verifyPassword(password, UNKNOWN_ACCOUNT_HASH);
    return { ok: false, reason: 'wrong' };
  }
  if (account.lockedUntil !== null && account.lockedUntil > now) return locked(account.lockedUntil, now);
  if (await verifyPassword(password, account.passwordHash)) {
    if (account.failedSignIns > 0 || account.lockedUntil !== null) await clearFailedSignIns(store, account.id);
    return { ok: true, account };
  }
  // Counted in the database, so attempts spread over several server processes add up.
  const [row] = await store.query('UPDATE accounts SET failed_sign_ins = failed_sign_ins + 1 WHERE id = $1 RETURNING failed_sign_ins', [account.id]);
  if (Number(row?.failed_sign_ins) >= LOCK_AFTER) {
    const until = now + LOCK_MINUTES * 60_000;
    await store.query('UPDATE accounts SET failed_sign_ins = 0, locked_until = $1 WHERE id = $2', [until, account.id]);
    return locked(until, now);
  }
  return { ok: false, reason: 'wrong' };
}

function locked(until: number, now: number): CredentialCheck {
  return { ok: false, reason: 'locked', retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };
}
