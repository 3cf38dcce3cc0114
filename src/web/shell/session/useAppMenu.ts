// The menu the shell shows and routes by: the fixed signed-out menu for visitors, the server's tree plus the
// public pages for members (and for visitors when PUBLIC_DATA is on), the administrator's tree for an
// administrator session. `ready` once everything the router needs has arrived.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MenuNode } from '../../../engine/menu/menuNode';
import { reportListQuery } from '../../api/appApi';
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

export function useAppMenu(): AppMenu {
  const user = useQuery(userInfoQuery());
  const signedIn = !!user.data?.name;
  const readsData = signedIn || !!user.data?.publicData;
  const adminSession = !!user.data?.adminSession;
  const serverTree = useQuery(menuTreeQuery(user.isSuccess && readsData && !adminSession));
  const reports = useQuery(reportListQuery());
  const tree = useMemo<readonly MenuNode[]>(() => {
    if (adminSession) return adminMenu;
    if (!readsData) return signedOutMenu;
    return [...(serverTree.data ?? []), ...publicPagesMenu.map((node, i) => ({ ...node, menuOrder: 1000 + i }))];
  }, [adminSession, readsData, serverTree.data]);
  const index = useMemo(() => indexMenu([tree]), [tree]);
  const maps = useMemo(() => {
    const list = reports.data ?? [];
    return {
      reportIdByPageId: new Map(list.map((r) => [r.pageId, r.id] as const)),
      pageIdByReportId: new Map(list.map((r) => [r.id, r.pageId] as const)),
      publicationNoticeReportId: list.find((r) => r.notifiesPublication)?.id,
    };
  }, [reports.data]);
  const ready = user.isSuccess && reports.isSuccess && (adminSession || !readsData || serverTree.isSuccess);
  const failed = user.error ?? reports.error ?? serverTree.error ?? null;
  const retry = () => {
    for (const query of [user, reports, serverTree]) if (query.isError) void query.refetch();
  };
  return { ready, user: user.data, signedIn, readsData, tree, index, ...maps, failed, retry };
}
