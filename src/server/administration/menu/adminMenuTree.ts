// The menu as an administrator sees it: every node (groups, report pages, links) with its flags, whether it comes
// from the files and whether an administrator changed it. Siblings in menu order, then id, as get-menu-tree; a
// report page's address is derived from the labels exactly as there (menuPath), a link keeps its own, a group has
// none. A row whose parent is gone is left out, as the public tree leaves it out.
import { menuPath } from '../../../engine/menu/menuPath';
import type { MenuRow } from '../../menu/menuRow';
import type { AdminMenuRow } from './adminMenuRows';

export interface AdminMenuItem {
  id: number;
  parentId: number | null;
  kind: MenuRow['kind'];
  /** A page or link entry (has an address), as opposed to a title that groups entries. */
  isPage: boolean;
  labelTr: string;
  labelEn: string;
  menuOrder: number;
  urlTr: string | null;
  urlEn: string | null;
  externalSelf: boolean;
  nofav: boolean;
  /** Described by reports/ (a group of menu-groups.json or a descriptor's page), not added by an administrator. */
  fromFiles: boolean;
  changedByAdmin: boolean;
  changedAt: string | null;
  /** The labels of the ancestors, top first. */
  pathTr: string[];
  pathEn: string[];
  childCount: number;
}

export interface AdminMenuNode extends AdminMenuItem { children: AdminMenuNode[] }

export function toAdminMenuTree(rows: readonly AdminMenuRow[], fileIds: ReadonlySet<number>): AdminMenuNode[] {
  const children = new Map<number | null, AdminMenuRow[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const build = (parentId: number | null, trail: { tr: string[]; en: string[] }): AdminMenuNode[] =>
    (children.get(parentId) ?? [])
      .slice()
      .sort((a, b) => a.menuOrder - b.menuOrder || a.id - b.id)
      .map((row) => {
        const tr = [...trail.tr, row.labelTr];
        const en = [...trail.en, row.labelEn];
        const below = row.kind === 'group' ? build(row.id, { tr, en }) : [];
        return {
          id: row.id, parentId: row.parentId, kind: row.kind, isPage: row.kind !== 'group',
          labelTr: row.labelTr, labelEn: row.labelEn, menuOrder: row.menuOrder,
          urlTr: row.kind === 'page' ? menuPath(tr) : row.kind === 'link' ? row.urlTr : null,
          urlEn: row.kind === 'page' ? menuPath(en) : row.kind === 'link' ? row.urlEn : null,
          externalSelf: row.externalSelf, nofav: row.nofav, fromFiles: fileIds.has(row.id),
          changedByAdmin: row.changedByAdmin, changedAt: row.changedAt,
          pathTr: trail.tr, pathEn: trail.en, childCount: below.length, children: below,
        };
      });
  return build(null, { tr: [], en: [] });
}

/** Every node of the tree, depth first in menu order. */
export function flattenMenu(nodes: readonly AdminMenuNode[]): AdminMenuNode[] {
  return nodes.flatMap((node) => [node, ...flattenMenu(node.children)]);
}

export function findAdminNode(nodes: readonly AdminMenuNode[], id: number): AdminMenuNode | undefined {
  return flattenMenu(nodes).find((node) => node.id === id);
}

/** The node without its children (the flat answers). */
export function toMenuItem(node: AdminMenuNode): AdminMenuItem {
  const { children: _children, ...item } = node;
  return item;
}
