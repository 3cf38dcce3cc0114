// The limits and demands tables (migration 20) as rows: reads, and the writes each in the caller's transaction,
// so a write, its audit record and the settings counter commit together.
import type { Store, StoreRow, StoreTransaction } from '../store/store';
import type { DemandRow, LimitRow, LimitScope } from './limitRules';

type Db = Pick<Store, 'query'> | StoreTransaction;

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const str = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

function toLimit(row: StoreRow): LimitRow {
  return {
    id: Number(row.id), scope: String(row.scope) as LimitScope, organization: str(row.organization), accountId: num(row.account_id),
    perMinute: Number(row.per_minute), effectiveFrom: Number(row.effective_from), effectiveUntil: num(row.effective_until),
    note: str(row.note), demandId: num(row.demand_id),
  };
}

function toDemand(row: StoreRow): DemandRow {
  return {
    id: Number(row.id), accountId: Number(row.account_id), kind: row.kind === 'update' ? 'update' : 'new', limitId: num(row.limit_id),
    perMinute: Number(row.per_minute), reason: String(row.reason), requestedAt: Number(row.requested_at),
    decision: row.decision === 'approved' || row.decision === 'refused' ? row.decision : null, decidedAt: num(row.decided_at),
    refusalReason: str(row.refusal_reason), grantedLimitId: num(row.granted_limit_id),
  };
}

export async function readLimits(db: Db): Promise<LimitRow[]> {
  return (await db.query('SELECT * FROM service_limits ORDER BY id')).map(toLimit);
}

export async function readDemands(db: Db, accountId?: number): Promise<DemandRow[]> {
  const rows = accountId === undefined
    ? await db.query('SELECT * FROM service_limit_demands ORDER BY id DESC')
    : await db.query('SELECT * FROM service_limit_demands WHERE account_id = $1 ORDER BY id DESC', [accountId]);
  return rows.map(toDemand);
}

export async function readDemand(db: Db, id: number): Promise<DemandRow | undefined> {
  const [row] = await db.query('SELECT * FROM service_limit_demands WHERE id = $1', [id]);
  return row ? toDemand(row) : undefined;
}

export type NewLimit = Omit<LimitRow, 'id'>;

export async function insertLimit(db: Db, limit: NewLimit, now: number): Promise<number> {
  const [row] = await db.query(
    `INSERT INTO service_limits (scope, organization, account_id, per_minute, effective_from, effective_until, note, demand_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
    [limit.scope, limit.organization, limit.accountId, limit.perMinute, limit.effectiveFrom, limit.effectiveUntil, limit.note, limit.demandId, now],
  );
  return Number(row!.id);
}

export async function updateLimit(db: Db, limit: LimitRow, now: number): Promise<void> {
  await db.query(
    `UPDATE service_limits SET scope = $1, organization = $2, account_id = $3, per_minute = $4, effective_from = $5, effective_until = $6,
       note = $7, updated_at = $8 WHERE id = $9`,
    [limit.scope, limit.organization, limit.accountId, limit.perMinute, limit.effectiveFrom, limit.effectiveUntil, limit.note, now, limit.id],
  );
}

export async function endLimit(db: Db, id: number, until: number, now: number): Promise<void> {
  await db.query('UPDATE service_limits SET effective_until = $1, updated_at = $2 WHERE id = $3', [until, now, id]);
}

export async function deleteLimit(db: Db, id: number): Promise<void> {
  await db.query('DELETE FROM service_limits WHERE id = $1', [id]);
}

export async function insertDemand(db: Db, demand: Pick<DemandRow, 'accountId' | 'kind' | 'limitId' | 'perMinute' | 'reason'>, now: number): Promise<number> {
  const [row] = await db.query(
    'INSERT INTO service_limit_demands (account_id, kind, limit_id, per_minute, reason, requested_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [demand.accountId, demand.kind, demand.limitId, demand.perMinute, demand.reason, now],
  );
  return Number(row!.id);
}

export async function decideDemand(db: Db, id: number, decision: { decision: 'approved' | 'refused'; by: number; at: number; refusalReason: string | null; grantedLimitId: number | null }): Promise<boolean> {
  const rows = await db.query(
    `UPDATE service_limit_demands SET decision = $1, decided_at = $2, decided_by = $3, refusal_reason = $4, granted_limit_id = $5
     WHERE id = $6 AND decision IS NULL RETURNING id`,
    [decision.decision, decision.at, decision.by, decision.refusalReason, decision.grantedLimitId, id],
  );
  return rows.length > 0;
}

export async function deleteDemand(db: Db, id: number): Promise<void> {
  await db.query('DELETE FROM service_limit_demands WHERE id = $1', [id]);
}

/** Every account's e-mail, organisation and role: a few hundred rows, read when limits are reloaded or listed. */
export async function readAccountsBrief(db: Db): Promise<Map<number, { email: string; organization: string; role: string }>> {
  const rows = await db.query('SELECT id, email, organization, role FROM accounts');
  return new Map(rows.map((r) => [Number(r.id), { email: String(r.email), organization: String(r.organization), role: String(r.role) }]));
}
