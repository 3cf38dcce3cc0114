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
  // Ids are validated integers, so they can be written into the statement (both stores bind arrays differently).
  const ids = rows.map((row) => Math.trunc(row.id));
  const keep = ids.length > 0 ? ` AND id NOT IN (${ids.join(', ')})` : '';
  await store.query(`DELETE FROM menu_nodes WHERE NOT changed_by_admin AND kind <> 'link'${keep}`);
}
