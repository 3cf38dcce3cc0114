// Goes to a menu page by its id, from anywhere in the app (links in descriptions, dashboard cards, the
// notification bell). Every input is checked: anything invalid answers false and goes nowhere.
import { findMenuNode } from '../../../engine/menu/findMenuNode';
import type { MenuNode } from '../../../engine/menu/menuNode';

export interface MenuNavigationTarget {
  /** The page's menu id; the current page when omitted. */
  id?: unknown;
  /** `a=1&b=2`, `?a=1`, or an object of string values. */
  search?: unknown;
  /** `section` or `#section`. */
  hash?: unknown;
  /** Open in a new tab, without a reference back to this one. */
  newWindow?: unknown;
}

export interface MenuNavigationContext {
  tree: readonly MenuNode[];
  currentId: string | number | undefined;
  /** Same-window navigation inside the app (history push). */
  push: (url: string) => void;
  /** Same-window navigation away from the app. */
  assign: (url: string) => void;
  open: (url: string, target: string, features: string) => unknown;
}

function searchText(search: unknown): string | undefined {
  if (search === undefined || search === null || search === '') return '';
  if (typeof search === 'string') {
    const text = search.startsWith('?') ? search.slice(1) : search;
    return text === '' ? '' : `?${new URLSearchParams(text).toString()}`;
  }
  if (typeof search === 'object' && !Array.isArray(search)) {
    const entries = Object.entries(search as Record<string, unknown>);
    if (entries.some(([, value]) => typeof value !== 'string' && typeof value !== 'number')) return undefined;
    const params = new URLSearchParams(entries.map(([key, value]) => [key, String(value)]));
    return entries.length ? `?${params.toString()}` : '';
  }
  return undefined;
}

function hashText(hash: unknown): string | undefined {
  if (hash === undefined || hash === null || hash === '') return '';
  if (typeof hash !== 'string') return undefined;
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (/\s/.test(text)) return undefined;
  return text === '' ? '' : `#${encodeURIComponent(text)}`;
}

export function navigateToMenuId(target: MenuNavigationTarget, context: MenuNavigationContext): boolean {
  if (target === null || typeof target !== 'object') return false;
  const id = target.id ?? context.currentId;
  if (typeof id !== 'string' && typeof id !== 'number') return false;
  if (target.newWindow !== undefined && typeof target.newWindow !== 'boolean') return false;
  const node = findMenuNode(context.tree, id);
  const url = node?.urlEn;
  if (!node || !url || node.children.length > 0) return false;
  const search = searchText(target.search);
  const hash = hashText(target.hash);
  if (search === undefined || hash === undefined) return false;
  const address = `${url}${search}${hash}`;
  if (target.newWindow === true) {
    context.open(address, '_blank', 'noopener,noreferrer');
    return true;
  }
  if (node.externalSelf) context.assign(address);
  else context.push(address);
  return true;
}
