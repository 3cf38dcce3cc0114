// The platform's announcements in the store: what readers see (published, not yet expired, newest first) and
// the administrators' writes. Each write is one statement, so it happens whole or not at all.
import type { Store, StoreRow } from '../store/store';
import type { AnnouncementImportance, AnnouncementInput } from './announcementInput';

export interface Announcement {
  id: number;
  titleTr: string;
  titleEn: string;
  bodyTr: string;
  bodyEn: string;
  /** Opens in a modal for every reader until they close it. */
  sticky: boolean;
  importance: AnnouncementImportance;
  /** How many readers opened it (each browser counts once). */
  viewCount: number;
  publishedAt: number;
  visibleUntil: number | null;
  updatedAt: number;
}

function toAnnouncement(row: StoreRow): Announcement {
  return {
    id: Number(row.id), titleTr: String(row.title_tr), titleEn: String(row.title_en), bodyTr: String(row.body_tr),
    bodyEn: String(row.body_en), sticky: row.sticky === true, importance: row.importance === 'important' ? 'important' : 'normal',
    viewCount: Number(row.view_count ?? 0), publishedAt: Number(row.published_at),
    visibleUntil: row.visible_until === null ? null : Number(row.visible_until), updatedAt: Number(row.updated_at),
  };
}

const COLUMNS = 'id, title_tr, title_en, body_tr, body_en, sticky, importance, CAST(COALESCE(view_count, 0) AS BIGINT) AS view_count, CAST(published_at AS BIGINT) AS published_at, CAST(visible_until AS BIGINT) AS visible_until, CAST(updated_at AS BIGINT) AS updated_at';

/** What readers see at `now`. */
export async function visibleAnnouncements(store: Store, now: number): Promise<Announcement[]> {
  const rows = await store.query(
    `SELECT ${COLUMNS} FROM announcements WHERE published_at <= $1 AND (visible_until IS NULL OR visible_until > $1)
     ORDER BY published_at DESC, id DESC`,
    [now],
  );
  return rows.map(toAnnouncement);
}

/** Every announcement, scheduled and expired ones too (for administrators). */
export async function allAnnouncements(store: Store): Promise<Announcement[]> {
  return (await store.query(`SELECT ${COLUMNS} FROM announcements ORDER BY published_at DESC, id DESC`)).map(toAnnouncement);
}

export async function createAnnouncement(store: Store, input: AnnouncementInput, by: number, now: number): Promise<Announcement> {
  const [row] = await store.query(
    `INSERT INTO announcements (title_tr, title_en, body_tr, body_en, sticky, published_at, visible_until, updated_at, updated_by, importance, view_count)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0) RETURNING ${COLUMNS}`,
    [input.titleTr, input.titleEn, input.bodyTr, input.bodyEn, input.sticky, input.publishedAt ?? now, input.visibleUntil, now, by, input.importance],
  );
  return toAnnouncement(row!);
}

export async function updateAnnouncement(store: Store, id: number, input: AnnouncementInput, by: number, now: number): Promise<Announcement | null> {
  const [row] = await store.query(
    `UPDATE announcements SET title_tr = $2, title_en = $3, body_tr = $4, body_en = $5, sticky = $6,
       published_at = COALESCE($7, published_at), visible_until = $8, updated_at = $9, updated_by = $10, importance = $11
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, input.titleTr, input.titleEn, input.bodyTr, input.bodyEn, input.sticky, input.publishedAt, input.visibleUntil, now, by, input.importance],
  );
  return row ? toAnnouncement(row) : null;
}

export async function deleteAnnouncement(store: Store, id: number): Promise<boolean> {
  return (await store.query('DELETE FROM announcements WHERE id = $1 RETURNING id', [id])).length > 0;
}

/** Counts one more reader of a visible announcement; its new count, or null when no such announcement is visible. */
export async function countAnnouncementView(store: Store, id: number, now: number): Promise<number | null> {
  const [row] = await store.query(
    `UPDATE announcements SET view_count = COALESCE(view_count, 0) + 1
     WHERE id = $1 AND published_at <= $2 AND (visible_until IS NULL OR visible_until > $2)
     RETURNING CAST(view_count AS BIGINT) AS view_count`,
    [id, now],
  );
  return row ? Number(row.view_count) : null;
}
