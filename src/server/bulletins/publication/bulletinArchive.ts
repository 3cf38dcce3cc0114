// The bulletin archive in the store (migration 22): one row per market, period kind, period key and language,
// with the title, the HTML, the PDF (base64 text, as the media library keeps bytes, so the archive is the same on
// DuckDB and PostgreSQL and shared by every process on one PostgreSQL), when it was made and from which data:
// the store's data version and the newest revision touching the period. A row made before a newer revision of
// its period is stale; the next one made replaces it, and a row is never replaced by an older one, so two
// processes making the same bulletin at once leave one row (the primary key decides, insert-if-absent).
import type { BulletinRequest } from '../bulletinKinds';
import type { Store } from '../../store/store';
import type { PeriodSpan } from '../periodKey';

export interface ArchivedBulletin {
  title: string;
  /** The HTML document or the PDF's bytes, whichever was asked for. */
  body: string | Buffer;
  generatedAt: number;
  dataRevision: number;
}

export interface BulletinToStore {
  title: string; html: string; pdf: Buffer; generatedAt: number; dataVersion: number; dataRevision: number;
}

export type BulletinFormat = 'html' | 'pdf';

/** The stored bulletin in one format (never both bodies read), or undefined. */
export async function findArchived(store: Store, request: BulletinRequest, format: BulletinFormat): Promise<ArchivedBulletin | undefined> {
  const [row] = await store.query(
    `SELECT title, ${format === 'html' ? 'html' : 'pdf_base64'} AS body, CAST(generated_at AS BIGINT) AS generated_at, CAST(data_revision AS BIGINT) AS data_revision
     FROM bulletin_archive WHERE market = $1 AND period = $2 AND period_key = $3 AND language = $4`,
    [request.market, request.period, request.periodKey, request.language],
  );
  if (!row) return undefined;
  return {
    title: String(row.title),
    body: format === 'html' ? String(row.body) : Buffer.from(String(row.body), 'base64'),
    generatedAt: Number(row.generated_at),
    dataRevision: Number(row.data_revision),
  };
}

/** Stores a bulletin unless the archive holds one made from the same or newer data; true when this one was written. */
export async function storeBulletin(store: Store, request: BulletinRequest, bulletin: BulletinToStore): Promise<boolean> {
  return store.transaction(async (tx) => {
    const written = await tx.query(
      `INSERT INTO bulletin_archive (market, period, period_key, language, title, html, pdf_base64, pdf_size, generated_at, data_version, data_revision)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (market, period, period_key, language) DO UPDATE SET
         title = excluded.title, html = excluded.html, pdf_base64 = excluded.pdf_base64, pdf_size = excluded.pdf_size,
         generated_at = excluded.generated_at, data_version = excluded.data_version, data_revision = excluded.data_revision
       WHERE bulletin_archive.data_revision < excluded.data_revision
       RETURNING period_key`,
      [request.market, request.period, request.periodKey, request.language, bulletin.title, bulletin.html, bulletin.pdf.toString('base64'),
        bulletin.pdf.length, bulletin.generatedAt, bulletin.dataVersion, bulletin.dataRevision],
    );
    return written.length > 0;
  });
}

/**
 * The newest revision (revisions.id, publication/reviseRows.ts) of rows inside the period, 0 when none: a
 * bulletin made before it describes figures that have since changed.
 */
export async function periodRevision(store: Store, span: PeriodSpan): Promise<number> {
  const [row] = await store.query(
    'SELECT CAST(COALESCE(MAX(id), 0) AS BIGINT) AS id FROM revisions WHERE ts_from < CAST($1 AS TIMESTAMP) AND ts_to >= CAST($2 AS TIMESTAMP)',
    [wallText(span.end), wallText(span.start)],
  );
  return Number(row?.id ?? 0);
}

const wallText = (wall: number) => new Date(wall).toISOString().slice(0, 19).replace('T', ' ');
