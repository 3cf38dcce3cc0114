// The content documents in the store (migration 23): the current version of each (content_documents; no row
// while the seeded text is unchanged) and the versions saved before (content_revisions, the last
// REVISIONS_KEPT of each document, restorable). A save writes the document, its revision and its audit record
// (state before and after) in one transaction: never one without the others.
import type { ContentDocuments, ContentKey } from '../../engine/content-pages/contentDocuments';
import { recordAudit, type AuditActor } from '../audit/auditLog';
import type { Store, StoreRow, StoreTransaction } from '../store/store';
import { contentSeed } from '../../engine/content-pages/contentSeed';

/** How many saved versions of each document are kept. */
export const REVISIONS_KEPT = 20;

export interface StoredContent<K extends ContentKey> {
  document: ContentDocuments[K];
  /** Epoch ms of the last save; null while the seeded text is unchanged. */
  updatedAt: number | null;
}

export interface StoredRevision<K extends ContentKey> { id: number; savedAt: number; savedBy: string | null; document: ContentDocuments[K] }

type Reader = Pick<StoreTransaction, 'query'>;

const seedOf = <K extends ContentKey>(key: K): ContentDocuments[K] => structuredClone(contentSeed[key]);

async function read<K extends ContentKey>(store: Reader, key: K): Promise<StoredContent<K>> {
  const [row] = await store.query('SELECT body_json, CAST(updated_at AS BIGINT) AS updated_at FROM content_documents WHERE doc_key = $1', [key]);
  if (!row) return { document: seedOf(key), updatedAt: null };
  return { document: JSON.parse(String(row.body_json)) as ContentDocuments[K], updatedAt: Number(row.updated_at) };
}

export function readContent<K extends ContentKey>(store: Store, key: K): Promise<StoredContent<K>> {
  return read(store, key);
}

/**
 * Saves a checked document as the current one. The first save of a document also keeps the seeded text as a
 * revision, so the original stays restorable.
 */
export async function saveContent<K extends ContentKey>(store: Store, key: K, document: ContentDocuments[K], actor: AuditActor, at: number, action: string): Promise<StoredContent<K>> {
  return store.transaction(async (tx) => {
    const before = await read(tx, key);
    if (before.updatedAt === null) {
      await tx.query('INSERT INTO content_revisions (doc_key, body_json, saved_at, saved_by) VALUES ($1, $2, $3, NULL)', [key, JSON.stringify(before.document), at]);
    }
    const json = JSON.stringify(document);
    await tx.query(
      `INSERT INTO content_documents (doc_key, body_json, updated_at, updated_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (doc_key) DO UPDATE SET body_json = excluded.body_json, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
      [key, json, at, actor.email],
    );
    await tx.query('INSERT INTO content_revisions (doc_key, body_json, saved_at, saved_by) VALUES ($1, $2, $3, $4)', [key, json, at, actor.email]);
    await tx.query(
      `DELETE FROM content_revisions WHERE doc_key = $1 AND id NOT IN (
         SELECT id FROM content_revisions WHERE doc_key = $1 ORDER BY id DESC LIMIT $2)`,
      [key, REVISIONS_KEPT],
    );
    await recordAudit(tx, actor, at, [{ action, target: `content:${key}`, before: before.document, after: document }]);
    return { document, updatedAt: at };
  });
}

function toRevision<K extends ContentKey>(row: StoreRow): StoredRevision<K> {
  return {
    id: Number(row.id), savedAt: Number(row.saved_at), savedBy: row.saved_by === null ? null : String(row.saved_by),
    document: JSON.parse(String(row.body_json)) as ContentDocuments[K],
  };
}

/** The kept versions of a document, newest first (the current one among them once it has been saved). */
export async function listRevisions<K extends ContentKey>(store: Store, key: K): Promise<StoredRevision<K>[]> {
  const rows = await store.query(
    'SELECT id, body_json, CAST(saved_at AS BIGINT) AS saved_at, saved_by FROM content_revisions WHERE doc_key = $1 ORDER BY id DESC',
    [key],
  );
  return rows.map((row) => toRevision<K>(row));
}

export async function findRevision<K extends ContentKey>(store: Store, key: K, id: number): Promise<StoredRevision<K> | undefined> {
  const [row] = await store.query(
    'SELECT id, body_json, CAST(saved_at AS BIGINT) AS saved_at, saved_by FROM content_revisions WHERE doc_key = $1 AND id = $2',
    [key, id],
  );
  return row ? toRevision<K>(row) : undefined;
}
