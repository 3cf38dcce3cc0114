// The media library in the store (migration 18): one row per uploaded image with its facts and its bytes as
// base64 text. The bytes live in the store, not on disk, so the library works alike on DuckDB and PostgreSQL,
// is shared by every server process on one PostgreSQL, and goes with the store's backups. Lists never read the bytes.
import type { Store, StoreRow, StoreTransaction } from '../store/store';
import type { ImageKind } from './imageKind';

export interface MediaFile {
  id: number;
  fileName: string;
  slug: string;
  contentType: string;
  extension: string;
  size: number;
  width: number | null;
  height: number | null;
  uploadedBy: string | null;
  /** Epoch ms. */
  uploadedAt: number;
}

const COLUMNS = `m.id, m.file_name, m.slug, m.content_type, m.extension, CAST(m.size_bytes AS BIGINT) AS size_bytes, m.width, m.height,
  a.email AS uploaded_by, CAST(m.uploaded_at AS BIGINT) AS uploaded_at`;
const FROM = 'FROM media m LEFT JOIN accounts a ON a.id = m.uploaded_by';

function toMediaFile(row: StoreRow): MediaFile {
  return {
    id: Number(row.id), fileName: String(row.file_name), slug: String(row.slug), contentType: String(row.content_type), extension: String(row.extension),
    size: Number(row.size_bytes), width: row.width === null ? null : Number(row.width), height: row.height === null ? null : Number(row.height),
    uploadedBy: row.uploaded_by === null ? null : String(row.uploaded_by), uploadedAt: Number(row.uploaded_at),
  };
}

/** The public address of a file. */
export const mediaPath = (file: Pick<MediaFile, 'id' | 'slug' | 'extension'>) => `/media/${file.id}-${file.slug}.${file.extension}`;

export interface MediaPage { total: number; items: MediaFile[] }

/** Newest first; `search` matches the file name, whatever its case. */
export async function listMedia(store: Pick<Store, 'query'>, { search, limit, offset }: { search: string; limit: number; offset: number }): Promise<MediaPage> {
  const where = search === '' ? '' : 'WHERE LOWER(m.file_name) LIKE $1';
  const filter = search === '' ? [] : [`%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`];
  const escape = search === '' ? '' : " ESCAPE '\\'";
  const [count] = await store.query(`SELECT COUNT(*) AS n ${FROM} ${where}${escape}`, filter);
  const rows = await store.query(`SELECT ${COLUMNS} ${FROM} ${where}${escape} ORDER BY m.uploaded_at DESC, m.id DESC LIMIT $${filter.length + 1} OFFSET $${filter.length + 2}`, [...filter, limit, offset]);
  return { total: Number(count?.n ?? 0), items: rows.map(toMediaFile) };
}

export async function findMedia(store: Pick<Store, 'query'>, id: number): Promise<MediaFile | null> {
  const [row] = await store.query(`SELECT ${COLUMNS} ${FROM} WHERE m.id = $1`, [id]);
  return row ? toMediaFile(row) : null;
}

export async function mediaBytes(store: Pick<Store, 'query'>, id: number): Promise<Buffer | null> {
  const [row] = await store.query('SELECT content_base64 FROM media WHERE id = $1', [id]);
  return row ? Buffer.from(String(row.content_base64), 'base64') : null;
}

export async function insertMedia(tx: StoreTransaction, file: { fileName: string; slug: string; kind: ImageKind; bytes: Buffer; by: number; at: number }): Promise<MediaFile> {
  const [row] = await tx.query(
    `INSERT INTO media (file_name, slug, content_type, extension, size_bytes, width, height, uploaded_by, uploaded_at, content_base64)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [file.fileName, file.slug, file.kind.contentType, file.kind.extension, file.bytes.length, file.kind.width, file.kind.height, file.by, file.at, file.bytes.toString('base64')],
  );
  return (await findMedia(tx, Number(row!.id)))!;
}

export async function deleteMedia(tx: StoreTransaction, id: number): Promise<boolean> {
  return (await tx.query('DELETE FROM media WHERE id = $1 RETURNING id', [id])).length > 0;
}
