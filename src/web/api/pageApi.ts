// The operator's page endpoints: description and data-range limit (with the administrator's overlay)
// and the time the page's data last changed. Both keyed by the descriptor's pageId (menuId).
import { queryOptions } from '@tanstack/react-query';
import { bootCalls } from '../../engine/app-api/bootCalls';
import { apiFetch } from './apiFetch';

export interface PageSettings {
  menuId: number;
  descriptionTr?: string | null;
  descriptionEn?: string | null;
  rangeType?: 'GUN' | 'AY' | 'YIL' | null;
  rangeMaxValue?: number | null;
  seoKeywordsTr?: string | null;
  seoKeywordsEn?: string | null;
}

export interface PageUpdateDate {
  menuId: number;
  updateTime?: string | null;
}

export function pageSettingsQuery(menuId: number) {
  return queryOptions({
    queryKey: bootCalls.pageSettings(menuId).key,
    queryFn: ({ signal }) => apiFetch<PageSettings>(bootCalls.pageSettings(menuId).path, { body: bootCalls.pageSettings(menuId).body, signal }),
    staleTime: 5 * 60_000,
  });
}

export function pageUpdateDateQuery(menuId: number) {
  return queryOptions({
    queryKey: bootCalls.pageUpdateDate(menuId).key,
    queryFn: ({ signal }) => apiFetch<PageUpdateDate>(bootCalls.pageUpdateDate(menuId).path, { body: bootCalls.pageUpdateDate(menuId).body, signal }),
    staleTime: 60_000,
  });
}
