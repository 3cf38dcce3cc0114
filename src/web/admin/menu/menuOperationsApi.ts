// The administration service's menu operations (src/server/API.md, "Administration service: menu operations"):
// the tree as an administrator sees it, and add, update, remove. Writes show their refusals beside the fields
// (no error modal); after each, the public menu (the sidebar's get-menu-tree) is read afresh.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { bootCalls } from '../../../engine/app-api/bootCalls';
import { apiFetch } from '../../api/apiFetch';

const MENU = '/administration-service/v1/menu';

export type MenuKind = 'group' | 'page' | 'link';

export interface AdminMenuNode {
  id: number;
  parentId: number | null;
  kind: MenuKind;
  isPage: boolean;
  labelTr: string;
  labelEn: string;
  menuOrder: number;
  urlTr: string | null;
  urlEn: string | null;
  externalSelf: boolean;
  nofav: boolean;
  fromFiles: boolean;
  changedByAdmin: boolean;
  changedAt: string | null;
  pathTr: string[];
  pathEn: string[];
  childCount: number;
  children: AdminMenuNode[];
}

/** The body of add (and, with menuId, of update). */
export interface MenuNodeBody {
  parentId: number | null;
  labelTr: string;
  labelEn: string;
  menuOrder: number;
  isPage: boolean;
  urlTr: string | null;
  urlEn: string | null;
  externalSelf: boolean;
  nofav: boolean;
}

export interface RemovedNode { id: number; kind: MenuKind; labelTr: string; labelEn: string }

export const ADMIN_MENU_KEY = ['admin', 'menu', 'tree'] as const;

export function adminMenuQuery() {
  return queryOptions({
    queryKey: ADMIN_MENU_KEY,
    queryFn: ({ signal }) => apiFetch<{ items: AdminMenuNode[] }>(`${MENU}/tree-list`, { method: 'POST', body: {}, signal }).then((r) => r.items),
  });
}

export async function addMenuNode(body: MenuNodeBody): Promise<AdminMenuNode> {
  return (await apiFetch<{ item: AdminMenuNode }>(`${MENU}/add`, { method: 'POST', body, suppressErrorModal: true })).item;
}

export async function updateMenuNode(menuId: number, body: MenuNodeBody): Promise<AdminMenuNode> {
  return (await apiFetch<{ item: AdminMenuNode }>(`${MENU}/update`, { method: 'POST', body: { menuId, ...body }, suppressErrorModal: true })).item;
}

export async function removeMenuNode(menuId: number): Promise<{ removed: RemovedNode[]; count: number }> {
  return apiFetch(`${MENU}/remove`, { method: 'POST', body: { menuId } });
}

/** After a write: this screen's tree and the menu every page's sidebar reads. */
export async function refreshMenus(client: QueryClient): Promise<void> {
  await Promise.all([client.invalidateQueries({ queryKey: ADMIN_MENU_KEY }), client.invalidateQueries({ queryKey: bootCalls.menuTree().key })]);
}
