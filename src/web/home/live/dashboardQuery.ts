// The home page's live figures come from the public dashboard calls (reports/dashboard/): anyone may read them,
// without a ticket. Each is read again every minute while the page is open, so a publication (a new hour of
// real-time data, tomorrow's prices at 14:00) shows without a reload; the server answers a repeat from its cache.
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../engine/locale/locale';
import { apiFetch } from '../../api/apiFetch';

export type DashboardName =
  | 'realtime-consumption' | 'realtime-generation' | 'day-ahead-market' | 'intra-day-market'
  | 'spot-gas-market' | 'market-message-system' | 'balancing-power-market' | 'weighted-average-price';

export interface DashboardAnswer<Item> {
  items: Item[];
  /** When the newest row became public (absent for the market messages, which are paged instead). */
  latestUpdateTime?: string | null;
}

/** How often an open home page asks again. */
export const LIVE_REFRESH_MS = 60_000;

export function dashboardQuery<Item>(name: DashboardName, locale: Locale) {
  return queryOptions({
    // Texts (a notice's reason) come in the reader's language.
    queryKey: ['dashboard', name, locale],
    queryFn: ({ signal }) => apiFetch<DashboardAnswer<Item>>(`/electricity-service/v1/dashboard/${name}`, { method: 'GET', signal, background: true }),
    staleTime: LIVE_REFRESH_MS / 2,
    refetchInterval: LIVE_REFRESH_MS,
  });
}
