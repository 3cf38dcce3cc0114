// The home page's live figures come from the public dashboard calls (reports/dashboard/): anyone may read them,
// without a ticket. Each is read again every minute while the page is open, so a publication (a new hour of
// real-time data, tomorrow's prices at 14:00) shows without a reload; the server answers a repeat from its cache.
// The home page's first HTML carries the answers of the calls its cards read (engine/app-api/bootCalls.ts,
// HOME_DASHBOARDS), under the same keys, so the cards draw in the app's first render.
import { queryOptions } from '@tanstack/react-query';
import { bootCalls, type DashboardName } from '../../../engine/app-api/bootCalls';
import type { Locale } from '../../../engine/locale/locale';
import { apiFetch } from '../../api/apiFetch';

export type { DashboardName };

export interface DashboardAnswer<Item> {
  items: Item[];
  /** When the newest row became public (absent for the market messages, which are paged instead). */
  latestUpdateTime?: string | null;
}

/** How often an open home page asks again. */
export const LIVE_REFRESH_MS = 60_000;

export function dashboardQuery<Item>(name: DashboardName, locale: Locale) {
  const call = bootCalls.dashboard(name, locale);
  return queryOptions({
    // Texts (a notice's reason) come in the reader's language.
    queryKey: call.key as ['dashboard', DashboardName, Locale],
    queryFn: ({ signal }) => apiFetch<DashboardAnswer<Item>>(call.path, { method: 'GET', signal, background: true }),
    staleTime: LIVE_REFRESH_MS / 2,
    refetchInterval: LIVE_REFRESH_MS,
  });
}
