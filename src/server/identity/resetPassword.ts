// A new generated password for an account, set by the operator (npm run admin -- reset-password EMAIL): the way
// back in for an administrator who lost theirs, or after the first start's output was lost. One transaction sets
// the new hash, ends every session and ticket of the account, retires its unused set-password links (an old mail
// must not undo the reset) and lifts its sign-in pauses; the caller shows the password once.
import type { Store } from '../store/store';
import { findAccountByEmail, setPasswordHash } from './accounts';
import { generatedPassword } from './generatedPassword';
import { hashPassword } from './passwordHash';
import { closeSessionsOf } from './sessions';
import { revokeTicketsOf } from './tickets';

export type ResetOutcome =
  | { ok: true; email: string; role: 'admin' | 'member'; password: string }
  | { ok: false; reason: 'unknownAccount' };

export async function resetPassword(store: Store, email: string, now: number): Promise<ResetOutcome> {
  const password = generatedPassword();
  const passwordHash = await hashPassword(password);
  return store.transaction(async (tx) => {
    const account = await findAccountByEmail(tx, email);
    if (!account) return { ok: false, reason: 'unknownAccount' } as const;
    await setPasswordHash(tx, account.id, passwordHash);
    await closeSessionsOf(tx, account.id);
    await revokeTicketsOf(tx, account.id);
    await tx.query('UPDATE password_links SET used_at = $1 WHERE account_id = $2 AND used_at IS NULL', [now, account.id]);
    return { ok: true, email: account.email, role: account.role, password } as const;
  });
}
