// Membership requests: stored as pending, decided by an administrator. Approval creates the member's account
// (without a password) and a one-time link to set it, in one transaction: either all of it happens or none.
import { recordAudit, type AuditActor } from '../audit/auditLog';
import type { Store, StoreRow } from '../store/store';
import { createAccount, findAccountByEmail, normalizeEmail } from './accounts';
import type { MembershipForm } from './membershipForm';
import { createPasswordLink } from './passwordLinks';

export type RequestStatus = 'pending' | 'approved' | 'rejected';

export interface MembershipRequest extends MembershipForm {
  id: number;
  status: RequestStatus;
  createdAt: number;
  decidedAt: number | null;
  accountId: number | null;
  /** Why an administrator turned it down (rejected requests only; older rejections have none). */
  decisionReason: string | null;
}

function toRequest(row: StoreRow): MembershipRequest {
  return {
    id: Number(row.id), name: String(row.name), surname: String(row.surname), nationalId: String(row.national_id),
    email: String(row.email), organization: String(row.organization), purpose: String(row.purpose),
    status: row.status as RequestStatus, createdAt: Number(row.created_at),
    decidedAt: row.decided_at === null ? null : Number(row.decided_at), accountId: row.account_id === null ? null : Number(row.account_id),
    decisionReason: row.decision_reason === null || row.decision_reason === undefined ? null : String(row.decision_reason),
  };
}

export type SubmitOutcome = { ok: true; id: number } | { ok: false; reason: 'emailTaken' | 'requestPending' };

export async function submitMembershipRequest(store: Store, form: MembershipForm, now: number): Promise<SubmitOutcome> {
  const email = normalizeEmail(form.email);
  return store.transaction(async (tx) => {
    if (await findAccountByEmail(tx, email)) return { ok: false, reason: 'emailTaken' } as const;
    const pending = await tx.query("SELECT id FROM membership_requests WHERE email = $1 AND status = 'pending'", [email]);
    if (pending.length > 0) return { ok: false, reason: 'requestPending' } as const;
    const [row] = await tx.query(
      `INSERT INTO membership_requests (name, surname, national_id, email, organization, purpose, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7) RETURNING id`,
      [form.name, form.surname, form.nationalId, email, form.organization, form.purpose, now],
    );
    return { ok: true, id: Number(row!.id) } as const;
  });
}

export async function listMembershipRequests(store: Store, status: RequestStatus | undefined): Promise<MembershipRequest[]> {
  const rows = status
    ? await store.query('SELECT * FROM membership_requests WHERE status = $1 ORDER BY created_at, id', [status])
    : await store.query('SELECT * FROM membership_requests ORDER BY created_at, id');
  return rows.map(toRequest);
}

export type DecisionOutcome =
  | { ok: true; request: MembershipRequest; passwordLink?: string }
  | { ok: false; reason: 'unknown' | 'decided' | 'emailTaken' };

/** A decision: approval, or rejection with the administrator's reason. */
export type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };

/** The decision and its audit record (before and after the request's status) commit together. */
export async function decideMembershipRequest(store: Store, id: number, decision: Decision, actor: AuditActor, now: number): Promise<DecisionOutcome> {
  return store.transaction(async (tx) => {
    const [row] = await tx.query('SELECT * FROM membership_requests WHERE id = $1', [id]);
    if (!row) return { ok: false, reason: 'unknown' } as const;
    const request = toRequest(row);
    if (request.status !== 'pending') return { ok: false, reason: 'decided' } as const;
    const audit = (after: MembershipRequest) => recordAudit(tx, actor, now, [{
      action: `${decision.kind}-membership-request`, target: `membership-request:${id}`,
      before: { status: request.status, email: request.email }, after: { status: after.status, email: after.email, accountId: after.accountId, decisionReason: after.decisionReason },
    }]);
    if (decision.kind === 'reject') {
      await tx.query("UPDATE membership_requests SET status = 'rejected', decided_at = $1, decided_by = $2, decision_reason = $3 WHERE id = $4", [now, actor.accountId, decision.reason, id]);
      const rejected: MembershipRequest = { ...request, status: 'rejected', decidedAt: now, decisionReason: decision.reason };
      await audit(rejected);
      return { ok: true, request: rejected } as const;
    }
    if (await findAccountByEmail(tx, request.email)) return { ok: false, reason: 'emailTaken' } as const;
    const accountId = await createAccount(tx, { email: request.email, name: request.name, surname: request.surname, organization: request.organization, role: 'member', passwordHash: null }, now);
    await tx.query("UPDATE membership_requests SET status = 'approved', decided_at = $1, decided_by = $2, account_id = $3 WHERE id = $4", [now, actor.accountId, accountId, id]);
    const passwordLink = await createPasswordLink(tx, accountId, now);
    const approved: MembershipRequest = { ...request, status: 'approved', decidedAt: now, accountId };
    await audit(approved);
    return { ok: true, request: approved, passwordLink } as const;
  });
}

/** How many requests wait for a decision, and the newest of them (the administrator's overview). */
export async function pendingMembershipRequests(store: Pick<Store, 'query'>, newest: number): Promise<{ count: number; newest: MembershipRequest[] }> {
  const [count] = await store.query("SELECT COUNT(*) AS n FROM membership_requests WHERE status = 'pending'");
  const rows = await store.query("SELECT * FROM membership_requests WHERE status = 'pending' ORDER BY created_at DESC, id DESC LIMIT $1", [newest]);
  return { count: Number(count?.n ?? 0), newest: rows.map(toRequest) };
}
