// The sidebar search: pages whose title in the current language contains the query, ignoring case the way
// that language does (Turkish: İ → i, I → ı), each with the groups above it so equal titles can be told apart.
import { LOCALE_TAGS, type Locale } from '../../../engine/locale/locale';
import type { MenuNode } from '../../../engine/menu/menuNode';
import { isLeaf } from './hasLeaf';
import { menuLabel } from './menuLabel';
import { visibleNodes } from './visibleNodes';

export interface MenuMatch {
  node: MenuNode;
  ancestors: MenuNode[];
}

export function filterMenu(tree: readonly MenuNode[], query: string, locale: Locale): MenuMatch[] {
  const lower = (text: string) => text.toLocaleLowerCase(LOCALE_TAGS[locale]);
  const wanted = lower(query.trim());
  if (wanted === '') return [];
  const matches: MenuMatch[] = [];
  const walk = (nodes: readonly MenuNode[], ancestors: MenuNode[]) => {
    for (const node of visibleNodes(nodes)) {
      if (isLeaf(node)) {
        if (lower(menuLabel(node, locale)).includes(wanted)) matches.push({ node, ancestors });
      } else walk(node.children, [...ancestors, node]);
    }
  };
  walk(tree, []);
  return matches;
}
