// The platform's announcements in the store: what readers see (published, not yet expired, newest first) and
// the administrators' writes. Each write is one statement, so it happens whole or not at all. A workshop's event
// lives in the same row (kind, starts_at, ends_at, place_tr, place_en, online, registration_url; migration 14);
// older rows (kind NULL) are notices. A draft (migration 18; NULL: not one) is seen by administrators only.
import type { Store, StoreRow, StoreTransaction, StoreValue } from '../store/store';
import type { AnnouncementImportance, AnnouncementInput } from './announcementInput';
import type { AnnouncementKind, WorkshopEvent } from './workshopInput';

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
  kind: AnnouncementKind;
  /** A workshop's event; null for a notice. */
  event: WorkshopEvent | null;
  /** Kept from readers until an administrator publishes it. */
  draft: boolean;
}

function toEvent(row: StoreRow): WorkshopEvent | null {
  if (row.kind !== 'workshop' || row.starts_at === null || row.ends_at === null) return null;
  return {
    startsAt: Number(row.starts_at), endsAt: Number(row.ends_at), placeTr: row.place_tr === null ? null : String(row.place_tr),
    placeEn: row.place_en === null ? null : String(row.place_en), online: row.online === true,
    registrationUrl: row.registration_url === null ? null : String(row.registration_url),
  };
}

function toAnnouncement(row: StoreRow): Announcement {
  return {
    id: Number(row.id), titleTr: String(row.title_tr), titleEn: String(row.title_en), bodyTr: String(row.body_tr),
    bodyEn: String(row.body_en), sticky: row.sticky === true, importance: row.importance === 'important' ? 'important' : 'normal',
    viewCount: Number(row.view_count ?? 0), publishedAt: Number(row.published_at),
    visibleUntil: row.visible_until === null ? null : Number(row.visible_until), updatedAt: Number(row.updated_at),
    kind: row.kind === 'workshop' ? 'workshop' : 'notice', event: toEvent(row), draft: row.draft === true,
  };
}

const COLUMNS = 'id, title_tr, title_en, body_tr, body_en, sticky, importance, CAST(COALESCE(view_count, 0) AS BIGINT) AS view_count, CAST(published_at AS BIGINT) AS published_at, CAST(visible_until AS BIGINT) AS visible_until, CAST(updated_at AS BIGINT) AS updated_at, kind, CAST(starts_at AS BIGINT) AS starts_at, CAST(ends_at AS BIGINT) AS ends_at, place_tr, place_en, online, registration_url, draft';

/** The event columns' values in the order of EVENT_SET, for a notice all NULL. */
function eventValues(kind: AnnouncementKind, event: WorkshopEvent | null): StoreValue[] {
  return [kind, event?.startsAt ?? null, event?.endsAt ?? null, event?.placeTr ?? null, event?.placeEn ?? null, event?.online ?? null, event?.registrationUrl ?? null];
}

/** What readers see at `now`, of one kind when asked. */
export async function visibleAnnouncements(store: Store, now: number, kind: AnnouncementKind | null = null): Promise<Announcement[]> {
  const rows = await store.query(
    `SELECT ${COLUMNS} FROM announcements WHERE published_at <= $1 AND (visible_until IS NULL OR visible_until > $1) AND draft IS NOT TRUE
       ${kind === null ? '' : "AND COALESCE(kind, 'notice') = $2"}
     ORDER BY published_at DESC, id DESC`,
    kind === null ? [now] : [now, kind],
  );
  return rows.map(toAnnouncement);
}

/** The workshops readers see at `now` that have not ended yet, the soonest first. */
export async function upcomingWorkshops(store: Store, now: number): Promise<Announcement[]> {
  const rows = await store.query(
    `SELECT ${COLUMNS} FROM announcements WHERE kind = 'workshop' AND ends_at > $1
       AND published_at <= $1 AND (visible_until IS NULL OR visible_until > $1) AND draft IS NOT TRUE
     ORDER BY starts_at, id`,
    [now],
  );
  return rows.map(toAnnouncement);
}

/** Every announcement, scheduled and expired ones too (for administrators). */
export async function allAnnouncements(store: Store): Promise<Announcement[]> {
  return (await store.query(`SELECT ${COLUMNS} FROM announcements ORDER BY published_at DESC, id DESC`)).map(toAnnouncement);
}

export async function createAnnouncement(store: StoreTransaction, input: AnnouncementInput, by: number, now: number): Promise<Announcement> {
  const [row] = await store.query(
    `INSERT INTO announcements (title_tr, title_en, body_tr, body_en, sticky, published_at, visible_until, updated_at, updated_by, importance, view_count,
       kind, starts_at, ends_at, place_tr, place_en, online, registration_url, draft)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING ${COLUMNS}`,
    [input.titleTr, input.titleEn, input.bodyTr, input.bodyEn, input.sticky, input.publishedAt ?? now, input.visibleUntil, now, by, input.importance,
      ...eventValues(input.kind ?? 'notice', input.event), input.draft],
  );
  return toAnnouncement(row!);
}

/** Without a kind in the input, the kind and event stay as they are. */
export async function updateAnnouncement(store: StoreTransaction, id: number, input: AnnouncementInput, by: number, now: number): Promise<Announcement | null> {
  const eventSet = input.kind === null ? '' : ', kind = $12, starts_at = $13, ends_at = $14, place_tr = $15, place_en = $16, online = $17, registration_url = $18';
  const [row] = await store.query(
    `UPDATE announcements SET title_tr = $2, title_en = $3, body_tr = $4, body_en = $5, sticky = $6,
       published_at = COALESCE($7, published_at), visible_until = $8, updated_at = $9, updated_by = $10, importance = $11,
       draft = $${input.kind === null ? 12 : 19}${eventSet}
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, input.titleTr, input.titleEn, input.bodyTr, input.bodyEn, input.sticky, input.publishedAt, input.visibleUntil, now, by, input.importance,
      ...(input.kind === null ? [] : eventValues(input.kind, input.event)), input.draft],
  );
  return row ? toAnnouncement(row) : null;
}

export async function deleteAnnouncement(store: StoreTransaction, id: number): Promise<boolean> {
  return (await store.query('DELETE FROM announcements WHERE id = $1 RETURNING id', [id])).length > 0;
}

/** One announcement as it is stored (drafts and expired ones too), or null. */
export async function announcementById(store: StoreTransaction, id: number): Promise<Announcement | null> {
  const [row] = await store.query(`SELECT ${COLUMNS} FROM announcements WHERE id = $1`, [id]);
  return row ? toAnnouncement(row) : null;
}

/** Counts one more reader of a visible announcement; its new count, or null when no such announcement is visible. */
export async function countAnnouncementView(store: Store, id: number, now: number): Promise<number | null> {
  const [row] = await store.query(
    `UPDATE announcements SET view_count = COALESCE(view_count, 0) + 1
     WHERE id = $1 AND published_at <= $2 AND (visible_until IS NULL OR visible_until > $2) AND draft IS NOT TRUE
     RETURNING CAST(view_count AS BIGINT) AS view_count`,
    [id, now],
  );
  return row ? Number(row.view_count) : null;
}
