// The published bulletins of a market and period, newest first, a page at a time (GET /bulletins/{market}/{period}).
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Locale } from '../../engine/locale/locale';
import { apiFetch } from '../api/apiFetch';
import { bulletinListPath, type BulletinMarket, type BulletinPeriod } from './bulletinAddress';

export interface BulletinListItem { key: string; title: string; html: string; pdf: string }
export interface BulletinListPage {
  page: number; pageSize: number; total: number; first: string | null; latest: string | null; items: BulletinListItem[];
}

export function bulletinsQuery(market: BulletinMarket, period: BulletinPeriod, locale: Locale) {
  return infiniteQueryOptions({
    queryKey: ['bulletins', market, period, locale],
    queryFn: ({ signal, pageParam }) => apiFetch<BulletinListPage>(bulletinListPath(market, period, locale, pageParam), { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    staleTime: 5 * 60_000,
  });
}
