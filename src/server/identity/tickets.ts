// Web-service tickets (the operator's CAS "TGT"): `TGT-` and a random part, valid for two hours, sent back in
// the TGT header on every call. Stored as hashes; revoked by DELETE /cas/v1/tickets/{tgt}, sign-out and a
// password change.
import type { Store, StoreTransaction } from '../store/store';
import { findAccountById, type Account } from './accounts';
import { hashToken, randomToken } from './secretToken';

export const TICKET_HOURS = 2;
const TICKET_PATTERN = /^TGT-[A-Za-z0-9_-]{20,200}$/;

export async function issueTicket(store: Store, accountId: number, now: number): Promise<string> {
  const ticket = `TGT-${randomToken()}`;
  await store.query('DELETE FROM tickets WHERE expires_at < $1', [now]);
  await store.query('INSERT INTO tickets (ticket_hash, account_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    hashToken(ticket), accountId, now, now + TICKET_HOURS * 3_600_000,
  ]);
  return ticket;
}

/**
 * A ticket is checked on every web-service call; two store reads each time were most of a cached answer's cost.
 * So a valid ticket is remembered for a moment (CHECK_AGAIN_MS). A revocation in this process forgets it at once
 * and, for the account's tickets, reads the store again for a while (BYPASS_MS, longer than any transaction that
 * revokes them takes to commit); a revocation by another server process on the same PostgreSQL is seen within
 * CHECK_AGAIN_MS. An expired ticket is never accepted.
 */
const CHECK_AGAIN_MS = 2_000;
const BYPASS_MS = 10_000;
interface Remembered { account: Account; expiresAt: number; checkedAt: number }
/** Keyed by the ticket as sent (not its hash: hashing it was a measurable part of a cached answer), per store. */
const remembered = new WeakMap<Store, Map<string, Remembered>>();
const readAgainUntil = new Map<number, number>();

/**
 * The account of a ticket checked against the store less than CHECK_AGAIN_MS ago, without waiting for anything;
 * undefined when the ticket must be read from the store (findTicketAccount), because it was not checked lately,
 * has expired, or its account's tickets were revoked in this process lately.
 */
export function rememberedTicketAccount(store: Store, ticket: string, now: number): Account | undefined {
  const hit = remembered.get(store)?.get(ticket);
  if (!hit) return undefined;
  const clock = Date.now();
  if (hit.expiresAt > now && clock - hit.checkedAt < CHECK_AGAIN_MS && !((readAgainUntil.get(hit.account.id) ?? 0) > clock)) return hit.account;
  return undefined;
}

export async function findTicketAccount(store: Store, ticket: string, now: number): Promise<Account | undefined> {
  if (!TICKET_PATTERN.test(ticket)) return undefined;
  const known = rememberedTicketAccount(store, ticket, now);
  if (known) return known;
  let tickets = remembered.get(store);
  if (!tickets) remembered.set(store, (tickets = new Map()));
  tickets.delete(ticket);
  const clock = Date.now();
  const [row] = await store.query('SELECT account_id, expires_at FROM tickets WHERE ticket_hash = $1 AND expires_at > $2', [hashToken(ticket), now]);
  const found = row ? await findAccountById(store, Number(row.account_id)) : undefined;
  const account = found?.disabled ? undefined : found;
  if (account && !((readAgainUntil.get(account.id) ?? 0) > clock)) {
    if (tickets.size > 10_000) tickets.clear(); // a bound, not a policy: entries live two seconds anyway
    tickets.set(ticket, { account, expiresAt: Number(row!.expires_at), checkedAt: clock });
  }
  return account;
}

/** True when the ticket existed. */
export async function revokeTicket(store: Store, ticket: string): Promise<boolean> {
  remembered.get(store)?.delete(ticket.trim());
  const rows = await store.query('DELETE FROM tickets WHERE ticket_hash = $1 RETURNING account_id', [hashToken(ticket)]);
  return rows.length > 0;
}

export async function revokeTicketsOf(db: Pick<Store, 'query'> | StoreTransaction, accountId: number): Promise<void> {
  readAgainUntil.set(accountId, Date.now() + BYPASS_MS);
  await db.query('DELETE FROM tickets WHERE account_id = $1', [accountId]);
}
