// Favourite pages: ids saved as a JSON list, cleaned by normalizeFavourites against the current tree, so a
// hand-edited value, a removed page or a page marked nofav never shows up. What is saved is only rewritten
// when the reader toggles a star: an empty tree (still loading) does not wipe the list.
import { useMemo } from 'react';
import { findMenuNode } from '../../../engine/menu/findMenuNode';
import type { MenuNode } from '../../../engine/menu/menuNode';
import { normalizeFavourites } from '../../../engine/menu/normalizeFavourites';
import { isLeaf } from './hasLeaf';
import { useStoredSetting, writeSetting } from './storedSetting';

export const FAVOURITES_KEY = 'seffaflik.favourites';

export function favouriteId(node: MenuNode): string {
  return String(node.id).trim().toLowerCase();
}

function parse(saved: string | null): unknown {
  try {
    return saved === null ? [] : JSON.parse(saved);
  } catch {
    return [];
  }
}

export interface Favourites {
  /** The favourite pages, in the order they were added. */
  nodes: MenuNode[];
  isFavourite: (node: MenuNode) => boolean;
  toggle: (node: MenuNode) => void;
}

export function useFavourites(tree: readonly MenuNode[]): Favourites {
  const saved = useStoredSetting(FAVOURITES_KEY);
  return useMemo(() => {
    const canBeFavourite = (id: string) => {
      const node = findMenuNode(tree, id);
      return !!node && isLeaf(node) && !node.nofav;
    };
    const ids = normalizeFavourites(parse(saved), canBeFavourite);
    const nodes = ids.flatMap((id) => findMenuNode(tree, id) ?? []);
    return {
      nodes,
      isFavourite: (node) => ids.includes(favouriteId(node)),
      toggle: (node) => {
        const id = favouriteId(node);
        const next = ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
        writeSetting(FAVOURITES_KEY, JSON.stringify(next));
      },
    };
  }, [saved, tree]);
}
