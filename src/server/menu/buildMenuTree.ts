// Rows of menu_nodes → the tree get-menu-tree answers. Siblings are ordered by menuOrder, then id. A page's
// urlTr/urlEn is the path of its ancestors' labels and its own (menuPath), so renaming a group moves the
// routes under it; a group has no url; a link keeps its stored address. A row whose parent is gone is left out.
import { menuPath } from '../../engine/menu/menuPath';
import type { MenuNode } from '../../engine/menu/menuNode';
import type { MenuRow } from './menuRow';

export function buildMenuTree(rows: readonly MenuRow[]): MenuNode[] {
  const children = new Map<number | null, MenuRow[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const build = (parentId: number | null, trail: { tr: string[]; en: string[] }): MenuNode[] =>
    (children.get(parentId) ?? [])
      .slice()
      .sort((a, b) => a.menuOrder - b.menuOrder || a.id - b.id)
      .map((row) => {
        const tr = [...trail.tr, row.labelTr];
        const en = [...trail.en, row.labelEn];
        return {
          id: row.id,
          labelTr: row.labelTr,
          labelEn: row.labelEn,
          menuOrder: row.menuOrder,
          urlTr: row.kind === 'page' ? menuPath(tr) : row.kind === 'link' ? row.urlTr : null,
          urlEn: row.kind === 'page' ? menuPath(en) : row.kind === 'link' ? row.urlEn : null,
          children: row.kind === 'group' ? build(row.id, { tr, en }) : [],
          nofav: row.nofav,
          externalSelf: row.externalSelf,
        };
      });
  return build(null, { tr: [], en: [] });
}
