// The administration screens of the admin menu (fixedMenus.ts) as a flat list, sub-groups included, so a link to a
// screen is always the menu's own address.
import type { MenuNode } from '../../engine/menu/menuNode';
import { adminMenu } from '../router/menus/fixedMenus';

function leaves(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => (node.children.length > 0 ? leaves(node.children) : [node]));
}

export const adminScreenNodes: readonly MenuNode[] = leaves(adminMenu);

/** A screen's address by its menu id; the admin home when the id has no screen. */
export function adminScreenHref(id: number): string {
  return adminScreenNodes.find((node) => node.id === id)?.urlEn ?? '/admin';
}
