// The operator's page endpoints: description and data-range limit (with the administrator's overlay)
// and the time the page's data last changed. Both keyed by the descriptor's pageId (menuId).
import { queryOptions } from '@tanstack/react-query';
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
    queryKey: ['page-settings', menuId],
    queryFn: ({ signal }) =>
      apiFetch<PageSettings>('/electricity-service/v1/menu/get-page-settings', { body: { menuId }, signal }),
    staleTime: 5 * 60_000,
  });
}

export function pageUpdateDateQuery(menuId: number) {
  return queryOptions({
    queryKey: ['page-update-date', menuId],
    queryFn: ({ signal }) =>
      apiFetch<PageUpdateDate>('/electricity-service/v1/menu/get-page-update-date', { body: { menuId }, signal }),
    staleTime: 60_000,
  });
}
