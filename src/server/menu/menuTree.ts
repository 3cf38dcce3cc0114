// The menu tree held in memory: read from menu_nodes and built once, rebuilt by reload() after the start-up sync
// and by changed() after anything else writes the table (the admin menu operations), which also tells the other
// server processes on the same PostgreSQL: they rebuild theirs within about a second (settingsVersion.ts).
import type { MenuNode } from '../../engine/menu/menuNode';
import type { Store } from '../store/store';
import { buildMenuTree } from './buildMenuTree';
import type { MenuRow } from './menuRow';
import { readMenuRows } from './readMenuRows';
import { syncMenuNodes } from './syncMenuNodes';
import { bumpSettingsVersion, readSettingsVersion, watchSettingsVersion, type SettingsWatch } from '../page-settings/settingsVersion';

export interface MenuTreeAnswer {
  items: MenuNode[];
  page: { number: number; size: number; total: number; sort: null };
}

export class MenuTree {
  private cached: MenuTreeAnswer = toAnswer([]);
  private watch: SettingsWatch = { stop: () => undefined };

  /**
   * @param fileIds the ids of the nodes the files describe (groups and descriptor pages): an administrator's
   *   removal of one is kept as a marked row, since the next start would otherwise bring it back.
   */
  private constructor(private readonly store: Store, readonly fileIds: ReadonlySet<number>) {}

  /**
   * Syncs the table with the nodes of the files, then loads the tree; on PostgreSQL it is rebuilt whenever another
   * process reports a change (checked every second until close()). The start-up sync reports none: every process
   * syncs the same files itself.
   */
  static async open(store: Store, fileRows: readonly MenuRow[], options: { onError?: (error: Error) => void } = {}): Promise<MenuTree> {
    await syncMenuNodes(store, fileRows);
    const tree = new MenuTree(store, new Set(fileRows.map((row) => row.id)));
    const seen = await readSettingsVersion(store, 'menu_nodes');
    await tree.reload();
    tree.watch = watchSettingsVersion(store, 'menu_nodes', seen, () => tree.reload(), options);
    return tree;
  }

  /** After a write to menu_nodes (committed): rebuilds this tree and has every other process rebuild its own. */
  async changed(): Promise<void> {
    await bumpSettingsVersion(this.store, 'menu_nodes');
    await this.reload();
  }

  close(): void {
    this.watch.stop();
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
