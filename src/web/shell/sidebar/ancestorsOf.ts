// The groups above a node, outermost first: [] for a top-level node and for an id not in the tree.
// Ids compare as trimmed strings, as findMenuNode does.
import type { MenuNode } from '../../../engine/menu/menuNode';

export function ancestorsOf(tree: readonly MenuNode[], id: string | number | undefined): MenuNode[] {
  if (id === undefined) return [];
  const wanted = String(id).trim();
  const walk = (nodes: readonly MenuNode[], path: MenuNode[]): MenuNode[] | undefined => {
    for (const node of nodes) {
      if (String(node.id).trim() === wanted) return path;
      const found = walk(node.children, [...path, node]);
      if (found) return found;
    }
    return undefined;
  };
  return wanted === '' ? [] : (walk(tree, []) ?? []);
}
