// The audit log calls (src/server/API.md): one page of records, newest first, optionally of one call (action) and
// of one account (its e-mail, number or target holding the text); and every matching record as a CSV file saved
// under the name the server gives.
import { apiFetch, apiResponse } from '../../api/apiFetch';
import { contentDispositionFilename } from '../../report/export/contentDispositionFilename';
import { saveBlob } from '../../report/export/downloadExport';

export interface AuditEntry { id: number; at: string; accountId: number; email: string; action: string; target: string; before: unknown; after: unknown }
export interface AuditPage { limit: number; offset: number; total: number; items: AuditEntry[] }

const AUDIT_LOG = '/app-api/admin/audit-log';
export const PAGE_SIZE = 50;
/** The server's rule for an action filter. */
export const ACTION = /^[A-Za-z0-9 /:_.-]{1,120}$/;

export interface AuditFilters { action: string; account: string }

const filterQuery = ({ action, account }: AuditFilters) => [
  ...(action === '' ? [] : [`action=${encodeURIComponent(action)}`]),
  ...(account.trim() === '' ? [] : [`account=${encodeURIComponent(account.trim())}`]),
].join('&');

export function fetchAuditPage(page: number, filters: AuditFilters, signal?: AbortSignal): Promise<AuditPage> {
  const query = filterQuery(filters);
  return apiFetch<AuditPage>(`${AUDIT_LOG}?limit=${PAGE_SIZE}&offset=${page * PAGE_SIZE}${query ? `&${query}` : ''}`, signal ? { signal } : {});
}

export async function exportAuditLog(filters: AuditFilters): Promise<string> {
  const response = await apiResponse(`${AUDIT_LOG}/export?${filterQuery(filters)}`, { accept: 'text/csv' });
  const name = contentDispositionFilename(response.headers.get('Content-Disposition')) ?? 'audit-log.csv';
  saveBlob(await response.blob(), name);
  return name;
}
