// Start-up sync of menu_nodes with the files (see README.md): every node of the files is inserted or updated,
// except one an administrator has changed (changed_by_admin), which keeps the administrator's version; a
// node that left the files is removed unless an administrator changed it.
import type { Store, StoreValue } from '../store/store';
import type { MenuRow } from './menuRow';

const COLUMNS = ['id', 'parent_id', 'kind', 'label_tr', 'label_en', 'menu_order', 'nofav', 'external_self', 'url_tr', 'url_en'] as const;

export async function syncMenuNodes(store: Store, rows: readonly MenuRow[]): Promise<void> {
  if (rows.length > 0) {
    const values = rows.map((_, r) => `(${COLUMNS.map((__, c) => `$${r * COLUMNS.length + c + 1}`).join(', ')})`);
    const params = rows.flatMap((row): StoreValue[] => [row.id, row.parentId, row.kind, row.labelTr, row.labelEn, row.menuOrder, row.nofav, row.externalSelf, row.urlTr, row.urlEn]);
    const updates = COLUMNS.filter((c) => c !== 'id').map((c) => `${c} = excluded.${c}`).join(', ');
    // One statement: a node is written whole or not at all, and the admin marker is tested in the same step.
    await store.query(
      `INSERT INTO menu_nodes (${COLUMNS.join(', ')}) VALUES ${values.join(', ')}
       ON CONFLICT (id) DO UPDATE SET ${updates} WHERE NOT menu_nodes.changed_by_admin`,
      params,
    );
  }
  // One placeholder per id (both stores bind arrays differently, so no array parameter).
  const ids = rows.map((row) => row.id);
  const conditions = ['NOT changed_by_admin', "kind <> 'link'", ...(ids.length > 0 ? [`id NOT IN (${ids.map((_, i) => `$${i + 1}`).join(', ')})`] : [])];
  await store.query(`DELETE FROM menu_nodes WHERE ${conditions.join(' AND ')}`, ids);
}
