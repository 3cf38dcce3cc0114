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

export async function findTicketAccount(store: Store, ticket: string, now: number): Promise<Account | undefined> {
  if (!TICKET_PATTERN.test(ticket)) return undefined;
  const [row] = await store.query('SELECT account_id FROM tickets WHERE ticket_hash = $1 AND expires_at > $2', [hashToken(ticket), now]);
  return row ? findAccountById(store, Number(row.account_id)) : undefined;
}

/** True when the ticket existed. */
export async function revokeTicket(store: Store, ticket: string): Promise<boolean> {
  const rows = await store.query('DELETE FROM tickets WHERE ticket_hash = $1 RETURNING account_id', [hashToken(ticket)]);
  return rows.length > 0;
}

export async function revokeTicketsOf(db: Pick<Store, 'query'> | StoreTransaction, accountId: number): Promise<void> {
  await db.query('DELETE FROM tickets WHERE account_id = $1', [accountId]);
}
