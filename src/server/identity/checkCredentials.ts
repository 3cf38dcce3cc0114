// Checks an e-mail and password for the sign-in pages, the ticket service and the password page, through the
// lock-out of the pair (e-mail, client address) in signInLockout.ts. Built once (registerIdentity.ts) with what
// happens when a pair gets locked. Answers never tell whether an account exists: an unknown e-mail costs the same
// hashing time as a known one, and is counted, slowed down and locked the same way.
import type { Store } from '../store/store';
import { findAccountByEmail, normalizeEmail, type Account } from './accounts';
import { unusableCharacters } from './formText';
import { UNKNOWN_ACCOUNT_HASH, verifyPassword } from './passwordHash';
import { signInClientKey } from './signInClientKey';
import { LOCK_AFTER, LOCK_MINUTES, claimSignInAttempt, clearSignInFailures } from './signInLockout';

export interface SignInAttempt { email: string; password: string; clientAddress: string; now: number }

/** A refused attempt: `wait` while the pair slows down, `locked` once it is paused. */
export interface SignInRefusal { ok: false; reason: 'wait' | 'locked'; retryAfterSeconds: number }

export type CredentialCheck =
  | { ok: true; account: Account }
  | { ok: false; reason: 'wrong' }
  | SignInRefusal;

/** A pair that has just been locked (for the log and the mails of signInLockNotice.ts). */
export interface SignInLock { email: string; clientAddress: string; failures: number; at: number; account: Account | undefined }

export interface CredentialChecker {
  check(attempt: SignInAttempt): Promise<CredentialCheck>;
}

/** Longer than any e-mail address can be (RFC 5321: 254): such a text is no account's, and is not stored. */
const MAX_EMAIL_LENGTH = 320;

export function createCredentialChecker({ store, onLock }: { store: Store; onLock: (lock: SignInLock) => void }): CredentialChecker {
  return {
    async check({ email: typed, password, clientAddress, now }) {
      const email = normalizeEmail(typed);
      if (email === '' || email.length > MAX_EMAIL_LENGTH || unusableCharacters(email)) {
        await verifyPassword(password, UNKNOWN_ACCOUNT_HASH);
        return { ok: false, reason: 'wrong' };
      }
      const client = signInClientKey(clientAddress);
      const claim = await claimSignInAttempt(store, email, client, now);
      if (!claim.ok) return claim;
      const account = await findAccountByEmail(store, email);
      let right = false;
      // A disabled account (admin-settings) is refused like a wrong password: the form tells no one it exists.
      if (account?.passwordHash && !account.disabled) right = await verifyPassword(password, account.passwordHash);
      else await verifyPassword(password, UNKNOWN_ACCOUNT_HASH); // the same hashing time without an account
      if (right && account) {
        await clearSignInFailures(store, email, client);
        return { ok: true, account };
      }
      if (claim.attempt < LOCK_AFTER) return { ok: false, reason: 'wrong' };
      onLock({ email, clientAddress, failures: claim.attempt, at: now, account });
      return { ok: false, reason: 'locked', retryAfterSeconds: LOCK_MINUTES * 60 };
    },
  };
}
