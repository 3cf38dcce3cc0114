// The administration service's page-data calls (src/server/API.md, "Administration service"): the rows of the
// three screens, their updates, and their CSV exports saved as files.
import { apiFetch, apiResponse } from '../../api/apiFetch';
import { contentDispositionFilename } from '../../report/export/contentDispositionFilename';
import { saveBlob } from '../../report/export/downloadExport';

export const ADMINISTRATION_MENU = '/administration-service/v1/menu';

export type RangeType = 'GUN' | 'AY' | 'YIL';

export interface PageIdentity {
  menuId: number; reportId: string; titleTr: string; titleEn: string; menuPathTr: string; menuPathEn: string; url: string | null;
  changedByAdmin: boolean;
}
export interface DescriptionRow extends PageIdentity { descriptionTr: string; descriptionEn: string; defaultDescriptionTr: string; defaultDescriptionEn: string }
export interface LimitRow extends PageIdentity {
  rangeType: RangeType | null; rangeMaxValue: number | null; defaultRangeType: RangeType | null; defaultRangeMaxValue: number | null; hasDateRange: boolean;
}
export interface UpdateTimeRow extends PageIdentity { updateTime: string; automaticUpdateTime: string }
export interface RangeLimitType { rangeType: RangeType; nameTr: string; nameEn: string; maxValue: number }

/** One screen's calls: list, update (one page at a time from the screens), export. */
export interface PageDataCalls { get: string; update: string; export: string }

export const PAGE_DATA_CALLS = {
  descriptions: { get: 'get-page-data-descriptions', update: 'update-page-data-descriptions', export: 'export-page-data-descriptions' },
  limits: { get: 'get-page-data-limits', update: 'update-page-data-limits', export: 'export-page-data-limits' },
  updateTimes: { get: 'get-page-update-date', update: 'update-page-update-date', export: 'export-page-update-date' },
} satisfies Record<string, PageDataCalls>;

export async function fetchRows<T>(call: string, signal?: AbortSignal): Promise<T[]> {
  return (await apiFetch<{ items: T[] }>(`${ADMINISTRATION_MENU}/${call}`, { method: 'POST', body: {}, ...(signal ? { signal } : {}) })).items;
}

export async function updateRows<T>(call: string, items: readonly Record<string, unknown>[]): Promise<T[]> {
  return (await apiFetch<{ items: T[] }>(`${ADMINISTRATION_MENU}/${call}`, { method: 'POST', body: { items } })).items;
}

/** Asks the server for the CSV and saves it under the name it gives. */
export async function exportRows(call: string, fallbackName: string): Promise<string> {
  const response = await apiResponse(`${ADMINISTRATION_MENU}/${call}`, { method: 'POST', body: {}, accept: 'text/csv' });
  const name = contentDispositionFilename(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}
