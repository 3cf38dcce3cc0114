// Every path of a menu tree: leaves by their urlEn (and urlTr, which redirects), groups by the path of their
// labels (which redirects to their first leaf), each with its ancestors for the breadcrumb and the title.
import { menuPath } from '../../../engine/menu/menuPath';
import type { MenuNode } from '../../../engine/menu/menuNode';

export interface IndexedNode { node: MenuNode; ancestors: MenuNode[] }

export interface MenuIndex {
  byPath: Map<string, IndexedNode>;
  /** Turkish addresses that differ from the English ones. */
  byTurkishPath: Map<string, IndexedNode>;
  byId: Map<string, IndexedNode>;
}

export function firstLeafOf(node: MenuNode): MenuNode | undefined {
  if (node.children.length === 0) return node.urlEn ? node : undefined;
  for (const child of [...node.children].sort((a, b) => a.menuOrder - b.menuOrder)) {
    const leaf = firstLeafOf(child);
    if (leaf) return leaf;
  }
  return undefined;
}

export function indexMenu(trees: readonly (readonly MenuNode[])[]): MenuIndex {
  const index: MenuIndex = { byPath: new Map(), byTurkishPath: new Map(), byId: new Map() };
  const visit = (nodes: readonly MenuNode[], ancestors: MenuNode[]) => {
    for (const node of nodes) {
      const entry = { node, ancestors };
      index.byId.set(String(node.id), entry);
      if (node.children.length === 0) {
        if (node.urlEn && !node.externalSelf) index.byPath.set(node.urlEn, entry);
        if (node.urlTr && node.urlTr !== node.urlEn && !node.externalSelf) index.byTurkishPath.set(node.urlTr, entry);
      } else {
        const path = menuPath([...ancestors, node].map((n) => n.labelEn));
        if (!index.byPath.has(path)) index.byPath.set(path, entry);
        visit(node.children, [...ancestors, node]);
      }
    }
  };
  for (const tree of trees) visit(tree, []);
  return index;
}
