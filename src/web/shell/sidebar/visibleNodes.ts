// The siblings the sidebar and breadcrumb show: in menu order (then id, as the server sorts), without empty groups.
import type { MenuNode } from '../../../engine/menu/menuNode';
import { hasLeaf } from './hasLeaf';

export function visibleNodes(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.filter(hasLeaf).sort((a, b) => a.menuOrder - b.menuOrder || a.id - b.id);
}
