// The home page's list: every menu group that has pages directly under it, in menu order, with the labels of
// the groups above it (the path) and its pages.
import type { MenuNode } from '../../engine/menu/menuNode';

export interface MenuSection { group: MenuNode; path: MenuNode[]; pages: MenuNode[] }

export function menuSections(tree: readonly MenuNode[]): MenuSection[] {
  const sections: MenuSection[] = [];
  const byOrder = (nodes: readonly MenuNode[]) => [...nodes].sort((a, b) => a.menuOrder - b.menuOrder);
  const visit = (nodes: readonly MenuNode[], path: MenuNode[]) => {
    for (const node of byOrder(nodes)) {
      if (node.children.length === 0) continue;
      const pages = byOrder(node.children).filter((child) => child.children.length === 0 && child.urlEn);
      if (pages.length > 0) sections.push({ group: node, path, pages });
      visit(node.children, [...path, node]);
    }
  };
  visit(tree, []);
  return sections;
}
