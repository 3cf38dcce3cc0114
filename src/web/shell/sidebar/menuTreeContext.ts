// What every row of the sidebar's lists needs to know, passed down as one value.
import type { Locale } from '../../../engine/locale/locale';
import type { MenuNode } from '../../../engine/menu/menuNode';
import type { Favourites } from './useFavourites';

export interface MenuRowContext {
  locale: Locale;
  currentId: number | undefined;
  favourites: Favourites;
  /** Called after a link is followed (the mobile drawer closes). */
  onNavigate: (() => void) | undefined;
}

export function isCurrent(node: MenuNode, currentId: number | undefined): boolean {
  return currentId !== undefined && String(node.id).trim() === String(currentId).trim();
}
