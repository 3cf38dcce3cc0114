// The audit log: one row per administrative write — who (account id and e-mail as it was then), when, what
// (the call and its target) and the state before and after as JSON. Written with the change in one transaction
// (a change is never stored without its record, nor a record without its change), read back for admins.
import type { FastifyRequest } from 'fastify';
import type { Store, StoreTransaction, StoreValue } from '../store/store';

export interface AuditActor { accountId: number; email: string }

export interface AuditChange {
  /** The call, e.g. `update-page-data-descriptions` or `PUT /app-api/admin/page-overlays`. */
  action: string;
  /** What it changed, e.g. `page:61`. */
  target: string;
  before: unknown;
  after: unknown;
}

export interface AuditEntry extends AuditActor, AuditChange { id: number; at: string }

/** The administrator behind a request; access control has let only administrator sessions through. */
export function auditActor(request: FastifyRequest): AuditActor {
  const principal = request.principal;
  if (principal.kind !== 'account') throw new Error('an administrative write without an account reached the audit log');
  return { accountId: principal.account.id, email: principal.account.email };
}

export async function recordAudit(tx: StoreTransaction, actor: AuditActor, at: number, changes: readonly AuditChange[]): Promise<void> {
  for (const change of changes) {
    await tx.query(
      'INSERT INTO audit_log (recorded_at, account_id, account_email, action, target, before_json, after_json) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [at, actor.accountId, actor.email, change.action, change.target, toJson(change.before), toJson(change.after)],
    );
  }
}

function toJson(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}

export interface AuditQuery {
  limit: number; offset: number; action?: string;
  /** Text the account's e-mail, the account number or the target holds (any case). */
  account?: string;
}

/** Newest first; `total` counts every record the filter matches. */
export async function listAuditEntries(store: Pick<Store, 'query'>, query: AuditQuery): Promise<{ total: number; items: AuditEntry[] }> {
  const conditions: string[] = [];
  const filter: StoreValue[] = [];
  if (query.action !== undefined) {
    filter.push(query.action);
    conditions.push(`action = $${filter.length}`);
  }
  if (query.account !== undefined) {
    filter.push(query.account.toLowerCase());
    conditions.push(`strpos(lower(account_email || ' ' || CAST(account_id AS VARCHAR) || ' ' || target), $${filter.length}) > 0`);
  }
  const where = conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`;
  const [count] = await store.query(`SELECT COUNT(*) AS n FROM audit_log ${where}`, filter);
  const rows = await store.query(
    `SELECT * FROM audit_log ${where} ORDER BY recorded_at DESC, id DESC LIMIT $${filter.length + 1} OFFSET $${filter.length + 2}`,
    [...filter, query.limit, query.offset],
  );
  return { total: Number(count?.n ?? 0), items: rows.map(toEntry) };
}

function toEntry(row: Record<string, StoreValue>): AuditEntry {
  return {
    id: Number(row.id),
    at: istanbulTime(Number(row.recorded_at)),
    accountId: Number(row.account_id),
    email: String(row.account_email),
    action: String(row.action),
    target: String(row.target),
    before: row.before_json === null ? null : JSON.parse(String(row.before_json)),
    after: row.after_json === null ? null : JSON.parse(String(row.after_json)),
  };
}

/** Epoch ms → `2024-08-20T14:30:05+03:00` (Turkey keeps +03:00 all year). */
export function istanbulTime(ms: number): string {
  return `${new Date(ms + 3 * 3_600_000).toISOString().slice(0, 19)}+03:00`;
}
