// The administration service's list uploads (src/server/API.md, "List uploads"): the lists' descriptions, the
// preview and the apply of a file (sent as the raw request body), the template and the current list as CSV
// files, and the upload history.
import { apiFetch, apiResponse } from '../../api/apiFetch';
import type { ApiError } from '../../api/ApiError';
import { sendRequest } from '../../api/request/sendRequest';
import { contentDispositionFilename } from '../../report/export/contentDispositionFilename';
import { saveBlob } from '../../report/export/downloadExport';

export const ADMINISTRATION_UPLOAD = '/administration-service/v1/upload';

export type UploadListId = 'participant-list' | 'licensed-plant-investments' | 'yekdem-participant-list';
export type CellType = 'text' | 'number' | 'integer' | 'boolean' | 'date' | 'choice';
export type CellValue = string | number | boolean | null;

export interface UploadColumn { key: string; titleTr: string; titleEn: string; type: CellType; required: boolean; choices: { code: string; tr: string; en: string }[] }
export interface UploadListInfo { list: UploadListId; menuId: number; reportId: string; perYear: boolean; key: string[]; columns: UploadColumn[] }

export interface UploadCounts { added: number; changed: number; removed: number; unchanged: number; rows: number }
export interface RowError { row: number; columnTr: string | null; columnEn: string | null; messageTr: string; messageEn: string }
export interface RowChange { row: number; before: Record<string, CellValue>; after: Record<string, CellValue>; changed: string[] }

export interface UploadPreview {
  list: UploadListId; year: number | null; fileName: string; fileKind: 'csv' | 'xlsx'; currentRows: number; counts: UploadCounts;
  adds: { row: number; values: Record<string, CellValue> }[]; changes: RowChange[]; removes: Record<string, CellValue>[];
  rowErrors: RowError[]; previewToken: string | null;
}

export interface AppliedUpload { list: UploadListId; year: number | null; fileName: string; counts: UploadCounts }

export interface UploadHistoryEntry extends UploadCounts { id: number; at: string; email: string; list: UploadListId; year: number | null; fileName: string }

export async function fetchUploadLists(signal?: AbortSignal): Promise<UploadListInfo[]> {
  return (await apiFetch<{ items: UploadListInfo[] }>(`${ADMINISTRATION_UPLOAD}/lists`, signal ? { signal } : {})).items;
}

export async function fetchUploadHistory(list: UploadListId, signal?: AbortSignal): Promise<UploadHistoryEntry[]> {
  return (await apiFetch<{ items: UploadHistoryEntry[] }>(`${ADMINISTRATION_UPLOAD}/${list}/history`, signal ? { signal } : {})).items;
}

export type SendFileOutcome<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** Sends the file as the body; the screen shows a refusal beside the file field, not in the error modal. */
async function sendFile<T>(list: UploadListId, call: 'preview' | 'apply', file: Blob, query: Record<string, string>): Promise<SendFileOutcome<T>> {
  const outcome = await sendRequest(
    { url: `${ADMINISTRATION_UPLOAD}/${list}/${call}?${new URLSearchParams(query).toString()}`, method: 'POST', body: file, contentType: 'application/octet-stream', accept: 'application/json' },
    { pageScoped: false, suppressErrorModal: true },
  );
  if (outcome.kind === 'aborted') throw outcome.reason;
  if (outcome.kind === 'failed') return { ok: false, error: outcome.error };
  return { ok: true, data: outcome.data as T };
}

const yearQuery = (year: number | null): Record<string, string> => (year === null ? {} : { year: String(year) });

export function previewUpload(list: UploadListId, file: File, year: number | null): Promise<SendFileOutcome<UploadPreview>> {
  return sendFile(list, 'preview', file, { fileName: file.name, ...yearQuery(year) });
}

export function applyUpload(list: UploadListId, file: File, year: number | null, previewToken: string): Promise<SendFileOutcome<AppliedUpload>> {
  return sendFile(list, 'apply', file, { fileName: file.name, ...yearQuery(year), previewToken });
}

/** The template or the current list (of the year) as the server names it, saved as a file. */
export async function downloadList(list: UploadListId, what: 'template' | 'current', year: number | null): Promise<string> {
  const query = what === 'current' && year !== null ? `?year=${year}` : '';
  const response = await apiResponse(`${ADMINISTRATION_UPLOAD}/${list}/${what}${query}`, { method: 'GET', accept: 'text/csv' });
  const name = contentDispositionFilename(response.headers.get('Content-Disposition')) ?? `${list}-${what}.csv`;
  saveBlob(await response.blob(), name);
  return name;
}
