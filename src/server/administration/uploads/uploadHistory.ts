// The record of every list upload (migration 16, table upload_history): who (account id and e-mail as it was),
// when (epoch ms), which list and year, the file's name and the counts. Written in the upload's transaction, read
// back newest first for the list's screen.
import type { AuditActor } from '../../audit/auditLog';
import { istanbulTime } from '../../audit/auditLog';
import type { Store, StoreValue } from '../../store/store';
import type { UploadListId } from './uploadLists';

export interface UploadCounts { added: number; changed: number; removed: number; unchanged: number; rows: number }

export interface UploadHistoryEntry extends UploadCounts { id: number; at: string; email: string; list: UploadListId; year: number | null; fileName: string }

/** How many entries a list's screen shows. */
export const HISTORY_LIMIT = 50;

export function historyInsert(at: number, actor: AuditActor, list: UploadListId, year: number | null, fileName: string, counts: UploadCounts): { sql: string; params: StoreValue[] } {
  return {
    sql: `INSERT INTO upload_history (uploaded_at, account_id, account_email, list_id, list_year, file_name, added, changed, removed, unchanged, total_rows)
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    params: [at, actor.accountId, actor.email, list, year, fileName, counts.added, counts.changed, counts.removed, counts.unchanged, counts.rows],
  };
}

export async function listUploadHistory(store: Pick<Store, 'query'>, list: UploadListId): Promise<UploadHistoryEntry[]> {
  const rows = await store.query('SELECT * FROM upload_history WHERE list_id = $1 ORDER BY uploaded_at DESC, id DESC LIMIT $2', [list, HISTORY_LIMIT]);
  return rows.map((r) => ({
    id: Number(r.id), at: istanbulTime(Number(r.uploaded_at)), email: String(r.account_email), list, year: r.list_year === null ? null : Number(r.list_year),
    fileName: String(r.file_name), added: Number(r.added), changed: Number(r.changed), removed: Number(r.removed), unchanged: Number(r.unchanged), rows: Number(r.total_rows),
  }));
}
