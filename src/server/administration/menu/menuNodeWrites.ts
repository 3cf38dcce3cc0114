// The statements of the menu operations, run inside the caller's transaction (with its audit record). Every write
// sets changed_by_admin and changed_at, so the start-up sync keeps the administrator's version (menu/README.md).
// A removed node of the files stays as a marked row (removed_by_admin) so the next start does not bring it back;
// a node an administrator added is deleted outright.
import type { MenuRow } from '../../menu/menuRow';
import type { StoreTransaction } from '../../store/store';
import { toStoreTimestamp } from './adminMenuRows';
import type { AdminMenuNode } from './adminMenuTree';
import type { NodeInput } from './menuNodeBodies';

/** Nodes an administrator adds take ids from here up: above every group and descriptor pageId, and the fixed menus. */
export const ADMIN_NODE_IDS_FROM = 700_000;

export async function nextNodeId(tx: StoreTransaction): Promise<number> {
  // Removed rows count too: an id is never given twice.
  const [row] = await tx.query('SELECT MAX(id) AS id FROM menu_nodes WHERE id >= $1', [ADMIN_NODE_IDS_FROM]);
  return row?.id === null || row?.id === undefined ? ADMIN_NODE_IDS_FROM : Number(row.id) + 1;
}

export async function insertNode(tx: StoreTransaction, id: number, kind: MenuRow['kind'], node: NodeInput, at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO menu_nodes (id, parent_id, kind, label_tr, label_en, menu_order, nofav, external_self, url_tr, url_en, changed_by_admin, changed_at, removed_by_admin)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true, CAST($11 AS TIMESTAMP), false)`,
    [id, node.parentId, kind, node.labelTr, node.labelEn, node.menuOrder, node.nofav, node.externalSelf, kind === 'link' ? node.urlTr : null, kind === 'link' ? node.urlEn : null, toStoreTimestamp(at)],
  );
}

export async function updateNode(tx: StoreTransaction, id: number, kind: MenuRow['kind'], node: NodeInput, at: Date): Promise<void> {
  await tx.query(
    `UPDATE menu_nodes SET parent_id = $2, kind = $3, label_tr = $4, label_en = $5, menu_order = $6, nofav = $7, external_self = $8,
            url_tr = $9, url_en = $10, changed_by_admin = true, changed_at = CAST($11 AS TIMESTAMP) WHERE id = $1`,
    [id, node.parentId, kind, node.labelTr, node.labelEn, node.menuOrder, node.nofav, node.externalSelf, kind === 'link' ? node.urlTr : null, kind === 'link' ? node.urlEn : null, toStoreTimestamp(at)],
  );
}

export async function renameNode(tx: StoreTransaction, id: number, labelTr: string, labelEn: string, at: Date): Promise<void> {
  await tx.query(
    'UPDATE menu_nodes SET label_tr = $2, label_en = $3, changed_by_admin = true, changed_at = CAST($4 AS TIMESTAMP) WHERE id = $1',
    [id, labelTr, labelEn, toStoreTimestamp(at)],
  );
}

/** Removes the nodes (a node and its whole subtree), marking those of the files and deleting the others. */
export async function removeNodes(tx: StoreTransaction, nodes: readonly AdminMenuNode[], at: Date): Promise<void> {
  for (const node of nodes) {
    if (node.fromFiles) {
      await tx.query('UPDATE menu_nodes SET removed_by_admin = true, changed_by_admin = true, changed_at = CAST($2 AS TIMESTAMP) WHERE id = $1', [node.id, toStoreTimestamp(at)]);
    } else {
      await tx.query('DELETE FROM menu_nodes WHERE id = $1', [node.id]);
    }
  }
}
