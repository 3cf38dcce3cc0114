// The levels of the breadcrumb: each ancestor of the current page and the page itself, with the entries
// beside it (its siblings) to switch to. A sibling group leads to its first page; empty groups are left out.
import type { MenuNode } from '../../../engine/menu/menuNode';
import { findMenuNode } from '../../../engine/menu/findMenuNode';
import { ancestorsOf } from '../sidebar/ancestorsOf';
import { firstLeaf } from '../sidebar/firstLeaf';
import { visibleNodes } from '../sidebar/visibleNodes';

export interface BreadcrumbSibling {
  node: MenuNode;
  /** The page a click on the sibling opens: the sibling itself, or a group's first page. */
  target: MenuNode;
}

export interface BreadcrumbLevel {
  node: MenuNode;
  siblings: BreadcrumbSibling[];
}

export function breadcrumbLevels(tree: readonly MenuNode[], currentId: number | undefined): BreadcrumbLevel[] {
  const current = currentId === undefined ? undefined : findMenuNode(tree, currentId);
  if (!current) return [];
  const trail = [...ancestorsOf(tree, current.id), current];
  return trail.map((node, depth) => {
    const parent = trail[depth - 1];
    const siblings = visibleNodes(parent ? parent.children : tree).flatMap((sibling) => {
      const target = firstLeaf(sibling);
      return target ? [{ node: sibling, target }] : [];
    });
    return { node, siblings };
  });
}
