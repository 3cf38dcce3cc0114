// Reads the record of revisions (newest first), e.g. for the internal revisions endpoint.
import type { Store, StoreValue } from '../store/store';

export interface Revision {
  id: number;
  dataset: string;
  tsFrom: string;
  tsTo: string;
  reason: string;
  oldValues: Record<string, StoreValue>[];
  newValues: Record<string, StoreValue>[];
  revisedAt: string;
}

export async function listRevisions(store: Store, filter: { dataset?: string; limit?: number } = {}): Promise<Revision[]> {
  const params: StoreValue[] = [];
  const where = filter.dataset === undefined ? '' : `WHERE dataset = $${params.push(filter.dataset)}`;
  const limit = Number.isSafeInteger(filter.limit) ? Math.max(1, Math.min(filter.limit!, 1000)) : 100;
  // Timestamps are read as text, which both stores write as 'YYYY-MM-DD HH:MM:SS', so no adapter converts them.
  const rows = await store.query(
    `SELECT CAST(id AS INTEGER) AS id, dataset, CAST(ts_from AS VARCHAR) AS ts_from, CAST(ts_to AS VARCHAR) AS ts_to, reason,
            old_values, new_values, CAST(revised_at AS VARCHAR) AS revised_at
     FROM revisions ${where} ORDER BY id DESC LIMIT $${params.push(limit)}`,
    params,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    dataset: String(r.dataset),
    tsFrom: toIso(r.ts_from),
    tsTo: toIso(r.ts_to),
    reason: String(r.reason),
    oldValues: JSON.parse(String(r.old_values)) as Record<string, StoreValue>[],
    newValues: JSON.parse(String(r.new_values)) as Record<string, StoreValue>[],
    revisedAt: toIso(r.revised_at),
  }));
}

const toIso = (text: StoreValue | undefined) => `${String(text).slice(0, 19).replace(' ', 'T')}+03:00`;
