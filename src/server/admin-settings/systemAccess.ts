// The store side of setting section 9012, system access operations: the accounts list with what each can do
// now, and the changes an administrator makes to one account (role, disabled, sessions and tickets ended). Each
// change runs in one transaction with its audit record; on PostgreSQL the transactions that could leave the
// platform without an administrator take one lock, so two administrators demoting each other at the same
// moment cannot both succeed.
import { recordAudit, type AuditActor } from '../audit/auditLog';
import type { Role } from '../identity/accounts';
import { closeSessionsOf } from '../identity/sessions';
import { revokeTicketsOf } from '../identity/tickets';
import type { Store, StoreRow, StoreTransaction, StoreValue } from '../store/store';

export type AccountStatus = 'active' | 'disabled';

export interface AccountListQuery { search: string; role: Role | null; status: AccountStatus | null; limit: number; id?: number }

export interface AccountListItem {
  id: number; email: string; name: string; surname: string; organization: string; role: Role; status: AccountStatus;
  createdAt: number; disabledAt: number | null; sessions: number; tickets: number;
}

const ADMIN_GUARD_LOCK = 72_770_119;

function toItem(row: StoreRow): AccountListItem {
  return {
    id: Number(row.id), email: String(row.email), name: String(row.name), surname: String(row.surname), organization: String(row.organization),
    role: row.role === 'admin' ? 'admin' : 'member', status: row.disabled_at === null ? 'active' : 'disabled',
    createdAt: Number(row.created_at), disabledAt: row.disabled_at === null ? null : Number(row.disabled_at),
    sessions: Number(row.sessions), tickets: Number(row.tickets),
  };
}

/** Accounts matching the query, by e-mail; `total` counts every match. */
export async function listAccounts(store: Pick<Store, 'query'>, query: AccountListQuery, now: number): Promise<{ total: number; items: AccountListItem[] }> {
  const conditions: string[] = [];
  const params: StoreValue[] = [];
  if (query.search !== '') {
    // Lower-cased both ways: Turkish `İ`/`ı` and the English `I`/`i` each find what their writer meant.
    params.push(query.search.toLocaleLowerCase('tr-TR'), query.search.toLocaleLowerCase('en-US'));
    const haystack = "lower(a.email || ' ' || a.name || ' ' || a.surname || ' ' || a.organization)";
    conditions.push(`(strpos(${haystack}, $${params.length - 1}) > 0 OR strpos(${haystack}, $${params.length}) > 0)`);
  }
  if (query.role) { params.push(query.role); conditions.push(`a.role = $${params.length}`); }
  if (query.id !== undefined) { params.push(query.id); conditions.push(`a.id = $${params.length}`); }
  if (query.status === 'active') conditions.push('d.account_id IS NULL');
  if (query.status === 'disabled') conditions.push('d.account_id IS NOT NULL');
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const from = 'FROM accounts a LEFT JOIN disabled_accounts d ON d.account_id = a.id';
  const [count] = await store.query(`SELECT CAST(count(*) AS INTEGER) AS n ${from} ${where}`, params);
  const at = `$${params.length + 1}`;
  const rows = await store.query(
    `SELECT a.id, a.email, a.name, a.surname, a.organization, a.role, a.created_at, d.disabled_at,
       (SELECT CAST(count(*) AS INTEGER) FROM sessions s WHERE s.account_id = a.id AND s.expires_at > ${at}) AS sessions,
       (SELECT CAST(count(*) AS INTEGER) FROM tickets t WHERE t.account_id = a.id AND t.expires_at > ${at}) AS tickets
     ${from} ${where} ORDER BY a.email LIMIT $${params.length + 2}`,
    [...params, now, query.limit],
  );
  return { total: Number(count?.n ?? 0), items: rows.map(toItem) };
}

export type AccountChange = 'role' | 'disable' | 'enable' | 'revoke';

/** Why a change is refused, before anything is written. */
export type ChangeRefusal = 'notFound' | 'self' | 'lastAdmin' | 'unchanged';

interface AccountState { id: number; email: string; role: Role; disabled: boolean }

async function readState(tx: StoreTransaction, id: number): Promise<AccountState | undefined> {
  const [row] = await tx.query('SELECT a.id, a.email, a.role, d.account_id AS disabled FROM accounts a LEFT JOIN disabled_accounts d ON d.account_id = a.id WHERE a.id = $1', [id]);
  return row ? { id: Number(row.id), email: String(row.email), role: row.role === 'admin' ? 'admin' : 'member', disabled: row.disabled !== null } : undefined;
}

/** Administrators who can still sign in, other than the given account. */
async function otherActiveAdmins(tx: StoreTransaction, id: number): Promise<number> {
  const [row] = await tx.query(
    "SELECT CAST(count(*) AS INTEGER) AS n FROM accounts a WHERE a.role = 'admin' AND a.id <> $1 AND NOT EXISTS (SELECT 1 FROM disabled_accounts d WHERE d.account_id = a.id)",
    [id],
  );
  return Number(row?.n ?? 0);
}

export interface ChangeRequest { change: AccountChange; accountId: number; role?: Role; actor: AuditActor; now: number }

/**
 * Applies one change to one account, with its audit record, or says why not. An administrator never changes
 * their own account here (they would lock themselves out), and the last administrator who can sign in is never
 * demoted or disabled.
 */
export async function changeAccount(store: Store, request: ChangeRequest): Promise<{ ok: true; state: AccountState } | { ok: false; refusal: ChangeRefusal }> {
  return store.transaction(async (tx) => {
    if (store.dialect === 'postgres') await tx.query(`SELECT pg_advisory_xact_lock(${ADMIN_GUARD_LOCK})`);
    const before = await readState(tx, request.accountId);
    if (!before) return { ok: false, refusal: 'notFound' };
    if (before.id === request.actor.accountId) return { ok: false, refusal: 'self' };
    const after: AccountState = { ...before };
    if (request.change === 'role') after.role = request.role!;
    if (request.change === 'disable') after.disabled = true;
    if (request.change === 'enable') after.disabled = false;
    if (request.change !== 'revoke' && after.role === before.role && after.disabled === before.disabled) return { ok: false, refusal: 'unchanged' };
    const losesAdmin = before.role === 'admin' && !before.disabled && (after.role !== 'admin' || after.disabled);
    if (losesAdmin && (await otherActiveAdmins(tx, before.id)) === 0) return { ok: false, refusal: 'lastAdmin' };

    if (after.role !== before.role) await tx.query('UPDATE accounts SET role = $1 WHERE id = $2', [after.role, before.id]);
    if (after.disabled && !before.disabled) await tx.query('INSERT INTO disabled_accounts (account_id, disabled_at, disabled_by) VALUES ($1, $2, $3)', [before.id, request.now, request.actor.email]);
    if (!after.disabled && before.disabled) await tx.query('DELETE FROM disabled_accounts WHERE account_id = $1', [before.id]);
    // Disabling, demoting and revoking all end what the account has open: a demoted administrator's admin
    // session must not outlive the role, and a disabled account's ticket must stop at once.
    if (request.change !== 'enable') {
      await closeSessionsOf(tx, before.id);
      await revokeTicketsOf(tx, before.id);
    }
    const state = (s: AccountState) => ({ email: s.email, role: s.role, status: s.disabled ? 'disabled' : 'active' });
    await recordAudit(tx, request.actor, request.now, [{
      action: `system-access:${request.change}`, target: `account:${before.id}`,
      before: state(before), after: request.change === 'revoke' ? { ...state(after), sessionsEnded: true } : state(after),
    }]);
    return { ok: true, state: after };
  });
}
