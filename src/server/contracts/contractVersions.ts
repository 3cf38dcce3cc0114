// The terms of use in the store (migration 25): versions and acceptances. A version is a draft until published;
// a published version is never changed or removed. The version in force is the published one with the latest
// effective time that has come. An acceptance ties an e-mail (and, once there is one, an account) to a version.
import { normalizeEmail } from '../identity/accounts';
import type { Store, StoreRow, StoreTransaction } from '../store/store';
import { FIRST_TERMS } from './firstTerms';

type Db = Pick<Store, 'query'> | StoreTransaction;

export interface ContractVersion {
  id: number; label: string; bodyTr: string; bodyEn: string; effectiveAt: number;
  createdAt: number; createdBy: string; updatedAt: number; publishedAt: number | null; publishedBy: string | null;
}

export interface VersionDraft { label: string; bodyTr: string; bodyEn: string; effectiveAt: number }

export interface Acceptance { accountId: number | null; email: string; acceptedAt: number; via: AcceptedVia }

/** Where a member accepted: the membership form, or the app once signed in. */
export type AcceptedVia = 'membership-form' | 'app';

function toVersion(row: StoreRow): ContractVersion {
  return {
    id: Number(row.id), label: String(row.label), bodyTr: String(row.body_tr), bodyEn: String(row.body_en), effectiveAt: Number(row.effective_at),
    createdAt: Number(row.created_at), createdBy: String(row.created_by), updatedAt: Number(row.updated_at),
    publishedAt: row.published_at === null ? null : Number(row.published_at), publishedBy: row.published_by === null ? null : String(row.published_by),
  };
}

/**
 * Writes version 1 (firstTerms.ts), in force from the platform's first start, when the store has no version 1;
 * harmless when another process did it first.
 */
export async function ensureFirstTerms(store: Store, now: number): Promise<void> {
  await store.query(
    `INSERT INTO contract_versions (id, label, body_tr, body_en, effective_at, created_at, created_by, updated_at, published_at, published_by)
     VALUES (1, $1, $2, $3, $4, $4, 'platform', $4, $4, 'platform') ON CONFLICT DO NOTHING`,
    [FIRST_TERMS.label, FIRST_TERMS.bodyTr, FIRST_TERMS.bodyEn, now],
  );
}

/** Every version, newest first, each with how many accepted it. */
export async function listVersions(db: Db): Promise<(ContractVersion & { acceptances: number })[]> {
  const rows = await db.query(
    `SELECT v.*, (SELECT COUNT(*) FROM contract_acceptances a WHERE a.version_id = v.id) AS acceptances
     FROM contract_versions v ORDER BY v.id DESC`,
  );
  return rows.map((row) => ({ ...toVersion(row), acceptances: Number(row.acceptances) }));
}

export async function findVersion(db: Db, id: number): Promise<ContractVersion | undefined> {
  const [row] = await db.query('SELECT * FROM contract_versions WHERE id = $1', [id]);
  return row ? toVersion(row) : undefined;
}

/** The version in force at `now`: published, its effective time come, the latest such. */
export async function currentVersion(db: Db, now: number): Promise<ContractVersion | undefined> {
  const [row] = await db.query(
    'SELECT * FROM contract_versions WHERE published_at IS NOT NULL AND effective_at <= $1 ORDER BY effective_at DESC, id DESC LIMIT 1',
    [now],
  );
  return row ? toVersion(row) : undefined;
}

/** The latest effective time of any published version (a new one may not take effect before it). */
export async function latestPublishedEffective(db: Db): Promise<number | undefined> {
  const [row] = await db.query('SELECT MAX(effective_at) AS latest FROM contract_versions WHERE published_at IS NOT NULL');
  return row?.latest === null || row?.latest === undefined ? undefined : Number(row.latest);
}

export async function insertDraft(tx: Db, draft: VersionDraft, by: string, now: number): Promise<ContractVersion> {
  const [row] = await tx.query(
    `INSERT INTO contract_versions (label, body_tr, body_en, effective_at, created_at, created_by, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $5) RETURNING *`,
    [draft.label, draft.bodyTr, draft.bodyEn, draft.effectiveAt, now, by],
  );
  return toVersion(row!);
}

/** Changes a draft; undefined when there is no draft with that id (a published version is never changed). */
export async function updateDraft(tx: Db, id: number, draft: VersionDraft, now: number): Promise<ContractVersion | undefined> {
  const [row] = await tx.query(
    `UPDATE contract_versions SET label = $1, body_tr = $2, body_en = $3, effective_at = $4, updated_at = $5
     WHERE id = $6 AND published_at IS NULL RETURNING *`,
    [draft.label, draft.bodyTr, draft.bodyEn, draft.effectiveAt, now, id],
  );
  return row ? toVersion(row) : undefined;
}

export async function removeDraft(tx: Db, id: number): Promise<ContractVersion | undefined> {
  const [row] = await tx.query('DELETE FROM contract_versions WHERE id = $1 AND published_at IS NULL RETURNING *', [id]);
  return row ? toVersion(row) : undefined;
}

/** Publishes a draft; its effective time is moved up to the moment of publication if it was earlier. */
export async function publishDraft(tx: Db, id: number, by: string, now: number): Promise<ContractVersion | undefined> {
  const [row] = await tx.query(
    `UPDATE contract_versions SET published_at = $1, published_by = $2, effective_at = CASE WHEN effective_at < $1 THEN $1 ELSE effective_at END
     WHERE id = $3 AND published_at IS NULL RETURNING *`,
    [now, by, id],
  );
  return row ? toVersion(row) : undefined;
}

/** Records an acceptance once per version and e-mail (a second one keeps the first time). */
export async function recordAcceptance(db: Db, versionId: number, who: { accountId: number | null; email: string }, at: number, via: AcceptedVia): Promise<void> {
  await db.query(
    'INSERT INTO contract_acceptances (version_id, account_id, email, accepted_at, via) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
    [versionId, who.accountId, normalizeEmail(who.email), at, via],
  );
}

export async function acceptancesOf(db: Db, versionId: number): Promise<Acceptance[]> {
  const rows = await db.query('SELECT * FROM contract_acceptances WHERE version_id = $1 ORDER BY accepted_at DESC, id DESC', [versionId]);
  return rows.map((row) => ({ accountId: row.account_id === null ? null : Number(row.account_id), email: String(row.email), acceptedAt: Number(row.accepted_at), via: row.via as AcceptedVia }));
}

/** The newest version an account accepted (by its id, or by its e-mail on the membership form before it existed). */
export async function newestAccepted(db: Db, who: { accountId: number; email: string }): Promise<{ version: ContractVersion; acceptedAt: number } | undefined> {
  const [row] = await db.query(
    `SELECT v.*, a.accepted_at AS accepted_at FROM contract_acceptances a JOIN contract_versions v ON v.id = a.version_id
     WHERE a.account_id = $1 OR a.email = $2 ORDER BY v.effective_at DESC, v.id DESC LIMIT 1`,
    [who.accountId, normalizeEmail(who.email)],
  );
  return row ? { version: toVersion(row), acceptedAt: Number(row.accepted_at) } : undefined;
}

