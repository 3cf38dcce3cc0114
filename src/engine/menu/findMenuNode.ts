// Finds a menu node by id anywhere in the tree. Ids are compared as trimmed strings, so 61, '61' and ' 61 '
// name the same page.
import type { MenuNode } from './menuNode';

export function findMenuNode(tree: readonly MenuNode[], id: string | number): MenuNode | undefined {
  const wanted = String(id).trim();
  if (wanted === '') return undefined;
  for (const node of tree) {
    if (String(node.id).trim() === wanted) return node;
    const inChild = findMenuNode(node.children, wanted);
    if (inChild) return inChild;
  }
  return undefined;
}
