// Every row of menu_nodes an administrator can see and change (not the removed ones), with the administrator's
// marker and when it was set. Read inside the write's transaction, so the checks see what the write will change.
import { istanbulTime } from '../../audit/auditLog';
import type { MenuRow } from '../../menu/menuRow';
import type { StoreTransaction } from '../../store/store';

export interface AdminMenuRow extends MenuRow {
  changedByAdmin: boolean;
  /** Istanbul time of the administrator's last change, or null. */
  changedAt: string | null;
}

export async function readAdminMenuRows(db: StoreTransaction): Promise<AdminMenuRow[]> {
  const rows = await db.query(
    `SELECT id, parent_id, kind, label_tr, label_en, menu_order, nofav, external_self, url_tr, url_en, changed_by_admin,
            CAST(changed_at AS VARCHAR) AS changed_at
       FROM menu_nodes WHERE removed_by_admin IS NOT TRUE`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    kind: String(r.kind) as MenuRow['kind'],
    labelTr: String(r.label_tr),
    labelEn: String(r.label_en),
    menuOrder: Number(r.menu_order),
    nofav: r.nofav === true,
    externalSelf: r.external_self === true,
    urlTr: r.url_tr === null ? null : String(r.url_tr),
    urlEn: r.url_en === null ? null : String(r.url_en),
    changedByAdmin: r.changed_by_admin === true,
    changedAt: r.changed_at === null ? null : istanbulTime(Date.parse(`${String(r.changed_at).replace(' ', 'T').slice(0, 19)}Z`)),
  }));
}

/** The store's UTC timestamp text for a moment (bound, then CAST AS TIMESTAMP in SQL). */
export function toStoreTimestamp(at: Date): string {
  return at.toISOString().slice(0, 19).replace('T', ' ');
}
