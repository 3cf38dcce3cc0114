// Where a group leads when it is chosen as a whole (a breadcrumb sibling): its first page, depth first in menu order.
import type { MenuNode } from '../../../engine/menu/menuNode';
import { isLeaf } from './hasLeaf';
import { visibleNodes } from './visibleNodes';

export function firstLeaf(node: MenuNode): MenuNode | undefined {
  if (isLeaf(node)) return node;
  for (const child of visibleNodes(node.children)) {
    const leaf = firstLeaf(child);
    if (leaf) return leaf;
  }
  return undefined;
}
