// The address of a dictionary entry: the dictionary page's menu path (a public page, the same for every reader)
// with the entry's anchor. Small on purpose: the report table imports it for its column-header links.
import { FIXED_PAGE, publicPagesMenu } from '../router/menus/fixedMenus';
import type { MenuNode } from '../../engine/menu/menuNode';

function find(nodes: readonly MenuNode[], id: number): MenuNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inside = find(node.children, id);
    if (inside) return inside;
  }
  return undefined;
}

let pagePath: string | undefined;

/** `/documentation/data-dictionary#mcp` for a column key; `anchor` as dictionaryAnchor.ts makes it. */
export function dictionaryHref(anchor: string): string {
  pagePath ??= find(publicPagesMenu, FIXED_PAGE.dataDictionary)?.urlEn ?? '/';
  return `${pagePath}#${anchor}`;
}
