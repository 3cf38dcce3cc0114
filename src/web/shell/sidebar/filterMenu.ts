// The sidebar search: pages that answer the query in either language, or sit under a group that does,
// best first (engine menuSearchScore: exact titles, then beginnings, then words inside, then groups), each
// with the groups above it so equal titles can be told apart.
import type { Locale } from '../../../engine/locale/locale';
import type { MenuNode } from '../../../engine/menu/menuNode';
import { menuSearchScore } from '../../../engine/menu/menuSearchScore';
import { isLeaf } from './hasLeaf';
import { visibleNodes } from './visibleNodes';

export interface MenuMatch {
  node: MenuNode;
  ancestors: MenuNode[];
}

export function filterMenu(tree: readonly MenuNode[], query: string, locale: Locale): MenuMatch[] {
  const scored: { match: MenuMatch; score: number; order: number }[] = [];
  const walk = (nodes: readonly MenuNode[], ancestors: MenuNode[]) => {
    for (const node of visibleNodes(nodes)) {
      if (isLeaf(node)) {
        const score = menuSearchScore(node, ancestors, query, locale);
        if (score !== null) scored.push({ match: { node, ancestors }, score, order: scored.length });
      } else walk(node.children, [...ancestors, node]);
    }
  };
  walk(tree, []);
  return scored.sort((a, b) => a.score - b.score || a.order - b.order).map((entry) => entry.match);
}
