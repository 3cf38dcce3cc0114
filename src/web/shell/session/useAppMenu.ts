// The menu the shell shows and routes by: the fixed signed-out menu for visitors, the server's tree plus the
// public pages for members (and for visitors when PUBLIC_DATA is on), the administrator's tree for an
// administrator session. `ready` once everything the router needs has arrived.
import { useQuery } from '@tanstack/react-query';
import type { MenuNode } from '../../../engine/menu/menuNode';
import { reportListQuery, type ReportListItem } from '../../api/appApi';
import { adminMenu, publicPagesMenu, signedOutMenu } from '../../router/menus/fixedMenus';
import { indexMenu, type MenuIndex } from '../../router/menus/menuIndex';
import { menuTreeQuery, userInfoQuery, type UserInfo } from './sessionQueries';

export interface AppMenu {
  ready: boolean;
  user: UserInfo | undefined;
  signedIn: boolean;
  /** Members' content is readable: signed in, or PUBLIC_DATA. */
  readsData: boolean;
  tree: readonly MenuNode[];
  index: MenuIndex;
  reportIdByPageId: ReadonlyMap<number, string>;
  pageIdByReportId: ReadonlyMap<string, number>;
  /** The report the day-ahead publication notification opens (its descriptor says `notifiesPublication`). */
  publicationNoticeReportId: string | undefined;
  /** What stopped the menu from loading, if anything. */
  failed: Error | null;
  retry: () => void;
}

// Many parts of a page read the menu (the shell, the router, the home page's cards, a report's header): what is
// derived from an answer is made once per answer and shared, not once per part that asks.
const NO_TREE: readonly MenuNode[] = [];
const memberTrees = new WeakMap<readonly MenuNode[], readonly MenuNode[]>();
const indexes = new WeakMap<readonly MenuNode[], MenuIndex>();
const NO_REPORTS: readonly ReportListItem[] = [];
type ReportMaps = Pick<AppMenu, 'reportIdByPageId' | 'pageIdByReportId' | 'publicationNoticeReportId'>;
const reportMaps = new WeakMap<readonly ReportListItem[], ReportMaps>();

function cached<K extends object, V>(cache: WeakMap<K, V>, key: K, make: (key: K) => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make(key);
    cache.set(key, value);
  }
  return value;
}

/** The server's tree and the public pages after it. */
const memberTree = (server: readonly MenuNode[]) => [...server, ...publicPagesMenu.map((node, i) => ({ ...node, menuOrder: 1000 + i }))];

function mapsOf(list: readonly ReportListItem[]): ReportMaps {
  return {
    reportIdByPageId: new Map(list.map((r) => [r.pageId, r.id] as const)),
    pageIdByReportId: new Map(list.map((r) => [r.id, r.pageId] as const)),
    publicationNoticeReportId: list.find((r) => r.notifiesPublication)?.id,
  };
}

export function useAppMenu(): AppMenu {
  const user = useQuery(userInfoQuery());
  const signedIn = !!user.data?.name;
  const readsData = signedIn || !!user.data?.publicData;
  const adminSession = !!user.data?.adminSession;
  const serverTree = useQuery(menuTreeQuery(user.isSuccess && readsData && !adminSession));
  const reports = useQuery(reportListQuery());
  const tree = adminSession ? adminMenu : !readsData ? signedOutMenu : cached(memberTrees, serverTree.data ?? NO_TREE, memberTree);
  const index = cached(indexes, tree, (t) => indexMenu([t]));
  const maps = cached(reportMaps, reports.data ?? NO_REPORTS, mapsOf);
  const ready = user.isSuccess && reports.isSuccess && (adminSession || !readsData || serverTree.isSuccess);
  const failed = user.error ?? reports.error ?? serverTree.error ?? null;
  const retry = () => {
    for (const query of [user, reports, serverTree]) if (query.isError) void query.refetch();
  };
  return { ready, user: user.data, signedIn, readsData, tree, index, ...maps, failed, retry };
}
