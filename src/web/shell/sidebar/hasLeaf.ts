// What the sidebar counts as a page: a node without children that has an address. A group with nothing
// reachable below it is hidden, so no one opens a group to find it empty.
import type { MenuNode } from '../../../engine/menu/menuNode';

export function isLeaf(node: MenuNode): boolean {
  return node.children.length === 0 && !!node.urlEn;
}

/** True when the node is a page or has a page somewhere below it. */
export function hasLeaf(node: MenuNode): boolean {
  return isLeaf(node) || node.children.some(hasLeaf);
}
