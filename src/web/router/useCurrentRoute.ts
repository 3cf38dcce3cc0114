// The resolved route of the address bar, shared by the router view, the sidebar (current page) and the
// breadcrumb: one resolution per location change.
import { useMemo } from 'react';
import { useAppMenu, type AppMenu } from '../shell/session/useAppMenu';
import { resolveRoute, type ResolvedRoute } from './resolveRoute';
import { useLocation } from './useLocation';

export interface CurrentRoute { menu: AppMenu; route: ResolvedRoute | undefined }

export function useCurrentRoute(): CurrentRoute {
  const menu = useAppMenu();
  const { pathname, search } = useLocation();
  const route = useMemo(() => {
    if (!menu.ready) return undefined;
    return resolveRoute({ pathname, search, hash: window.location.hash }, {
      index: menu.index, reportIdByPageId: menu.reportIdByPageId, pageIdByReportId: menu.pageIdByReportId,
      signedIn: menu.readsData, adminSession: !!menu.user?.adminSession, host: window.location.hostname,
    });
  }, [menu.ready, menu.index, menu.reportIdByPageId, menu.pageIdByReportId, menu.readsData, menu.user?.adminSession, pathname, search]);
  return { menu, route };
}
