// Repeated wrong passwords slow down, then stop, one pair (e-mail, client address): a first typo is free, after
// each further wrong password the pair waits longer (FAILURE_DELAYS_SECONDS), and the LOCK_AFTER-th within
// WINDOW_MINUTES pauses it for LOCK_MINUTES. Only the pair: a caller hammering someone's e-mail from one address
// never locks its owner out of another one. Kept in the store (sign_in_failures), so every server process behind a
// load balancer counts the same attempts. Keyed by the e-mail as typed, not by account, so an unknown address
// behaves like a known one.
import type { Store, StoreTransaction } from '../store/store';

export const LOCK_AFTER = 5;
export const WINDOW_MINUTES = 15;
export const LOCK_MINUTES = 15;
/** Seconds the pair waits after its 1st, 2nd, 3rd and 4th wrong password in the window (a typo retried at once is fine). */
export const FAILURE_DELAYS_SECONDS = [0, 2, 4, 8] as const;

export type AttemptClaim =
  | { ok: true; attempt: number }
  | { ok: false; reason: 'wait' | 'locked'; retryAfterSeconds: number };

type Db = Pick<Store, 'query'> | StoreTransaction;

/** How long the pair is blocked after its nth wrong password in the window. */
export function blockedMillisAfter(failures: number): number {
  if (failures >= LOCK_AFTER) return LOCK_MINUTES * 60_000;
  return FAILURE_DELAYS_SECONDS[Math.min(Math.max(failures, 1), FAILURE_DELAYS_SECONDS.length) - 1]! * 1000;
}

function refused(failures: number, blockedUntil: number, now: number): AttemptClaim {
  return { ok: false, reason: failures >= LOCK_AFTER ? 'locked' : 'wait', retryAfterSeconds: Math.max(1, Math.ceil((blockedUntil - now) / 1000)) };
}

/**
 * Claims one password check for the pair, or says how long it must wait. The attempt is counted as a failure
 * (and the pair blocked for the delay that failure earns) before the password is hashed: parallel attempts
 * cannot all slip through while the first is still being checked. A right password then clears the pair.
 */
export async function claimSignInAttempt(store: Store, email: string, client: string, now: number): Promise<AttemptClaim> {
  return store.transaction(async (tx) => {
    const [row] = await tx.query('SELECT failures, first_failed_at, blocked_until FROM sign_in_failures WHERE email = $1 AND client = $2', [email, client]);
    const previous = row ? { failures: Number(row.failures), firstFailedAt: Number(row.first_failed_at), blockedUntil: Number(row.blocked_until) } : undefined;
    if (previous && previous.blockedUntil > now) return refused(previous.failures, previous.blockedUntil, now);
    const fresh = !previous || previous.firstFailedAt <= now - WINDOW_MINUTES * 60_000;
    const attempt = fresh ? 1 : previous.failures + 1;
    const firstFailedAt = fresh ? now : previous.firstFailedAt;
    const blockedUntil = now + blockedMillisAfter(attempt);
    // Written only if nobody changed the row since it was read (or, for a new pair, inserted it meanwhile).
    const written = previous
      ? await tx.query(
        `UPDATE sign_in_failures SET failures = $1, first_failed_at = $2, blocked_until = $3
         WHERE email = $4 AND client = $5 AND failures = $6 AND blocked_until = $7 RETURNING failures`,
        [attempt, firstFailedAt, blockedUntil, email, client, previous.failures, previous.blockedUntil],
      )
      : await tx.query(
        `INSERT INTO sign_in_failures (email, client, failures, first_failed_at, blocked_until) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING failures`,
        [email, client, attempt, firstFailedAt, blockedUntil],
      );
    // Another process claimed the pair between the read and the write: its attempt is being checked; this one waits.
    if (written.length === 0) return { ok: false, reason: 'wait', retryAfterSeconds: 1 };
    // Pairs whose window and block are both over would start afresh anyway; dropped as new pairs come.
    if (!previous) await tx.query('DELETE FROM sign_in_failures WHERE first_failed_at <= $1 AND blocked_until <= $2', [now - WINDOW_MINUTES * 60_000, now]);
    return { ok: true, attempt };
  });
}

/** After a right password: the pair starts afresh. */
export async function clearSignInFailures(db: Db, email: string, client: string): Promise<void> {
  await db.query('DELETE FROM sign_in_failures WHERE email = $1 AND client = $2', [email, client]);
}

/** After a new password (set, changed or reset): every pause of the account's e-mail is lifted. */
export async function clearSignInFailuresOf(db: Db, email: string): Promise<void> {
  await db.query('DELETE FROM sign_in_failures WHERE email = $1', [email]);
}
