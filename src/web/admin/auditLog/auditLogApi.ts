// The audit log calls (src/server/API.md): one page of records, newest first, optionally of one call (action);
// and every matching record as a CSV file saved under the name the server gives.
import { apiFetch, apiResponse } from '../../api/apiFetch';
import { contentDispositionFilename } from '../../report/export/contentDispositionFilename';
import { saveBlob } from '../../report/export/downloadExport';

export interface AuditEntry { id: number; at: string; accountId: number; email: string; action: string; target: string; before: unknown; after: unknown }
export interface AuditPage { limit: number; offset: number; total: number; items: AuditEntry[] }

const AUDIT_LOG = '/app-api/admin/audit-log';
export const PAGE_SIZE = 50;
/** The server's rule for an action filter. */
export const ACTION = /^[A-Za-z0-9 /:_.-]{1,120}$/;

const actionQuery = (action: string) => (action === '' ? '' : `&action=${encodeURIComponent(action)}`);

export function fetchAuditPage(page: number, action: string, signal?: AbortSignal): Promise<AuditPage> {
  return apiFetch<AuditPage>(`${AUDIT_LOG}?limit=${PAGE_SIZE}&offset=${page * PAGE_SIZE}${actionQuery(action)}`, signal ? { signal } : {});
}

export async function exportAuditLog(action: string): Promise<string> {
  const response = await apiResponse(`${AUDIT_LOG}/export?${actionQuery(action).slice(1)}`, { accept: 'text/csv' });
  const name = contentDispositionFilename(response.headers.get('Content-Disposition')) ?? 'audit-log.csv';
  saveBlob(await response.blob(), name);
  return name;
}

/** A record matches the account search when its e-mail, account number or target holds the text typed. */
export function matchesAccount(entry: AuditEntry, search: string): boolean {
  const text = search.trim().toLocaleLowerCase('tr');
  return text === '' || `${entry.email} ${entry.accountId} ${entry.target}`.toLocaleLowerCase('tr').includes(text);
}
