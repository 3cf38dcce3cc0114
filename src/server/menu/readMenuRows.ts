// Reads every row of menu_nodes the menu shows: a node an administrator removed (removed_by_admin) is left out.
import type { Store } from '../store/store';
import type { MenuRow } from './menuRow';

export async function readMenuRows(store: Store): Promise<MenuRow[]> {
  const rows = await store.query('SELECT id, parent_id, kind, label_tr, label_en, menu_order, nofav, external_self, url_tr, url_en FROM menu_nodes WHERE removed_by_admin IS NOT TRUE');
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
  }));
}
