// The menu tree held in memory: read from menu_nodes and built once, rebuilt by reload() after anything
// writes the table (the start-up sync, later the admin menu operations).
import type { MenuNode } from '../../engine/menu/menuNode';
import type { Store } from '../store/store';
import { buildMenuTree } from './buildMenuTree';
import type { MenuRow } from './menuRow';
import { readMenuRows } from './readMenuRows';
import { syncMenuNodes } from './syncMenuNodes';

export interface MenuTreeAnswer {
  items: MenuNode[];
  page: { number: number; size: number; total: number; sort: null };
}

export class MenuTree {
  private cached: MenuTreeAnswer = toAnswer([]);

  private constructor(private readonly store: Store) {}

  /** Syncs the table with the nodes of the files, then loads the tree. */
  static async open(store: Store, fileRows: readonly MenuRow[]): Promise<MenuTree> {
    await syncMenuNodes(store, fileRows);
    const tree = new MenuTree(store);
    await tree.reload();
    return tree;
  }

  answer(): MenuTreeAnswer {
    return this.cached;
  }

  async reload(): Promise<void> {
    this.cached = toAnswer(buildMenuTree(await readMenuRows(this.store)));
  }
}

/** The tree is never paged: one page holding every top-level node. */
function toAnswer(items: MenuNode[]): MenuTreeAnswer {
  return { items, page: { number: 1, size: items.length, total: items.length, sort: null } };
}
