// The administration settings' calls (src/server/API.md, "Administration settings"): blocked addresses (9013)
// and system access operations (9012). A refused write comes back as ApiError; `fieldErrors` puts each of its
// messages beside the field it names (`range: …`).
import { apiFetch } from '../../api/apiFetch';
import { ApiError } from '../../api/ApiError';

export const SETTINGS_API = '/app-api/admin/settings';

export interface BlockItem { id: number; range: string; reason: string; expiresAt: string | null; expired: boolean; createdAt: string; createdBy: string }
export interface BlockList { yourAddress: string; items: BlockItem[] }
export interface NewBlock { range: string; reason: string; expiresAt: string | null }

export type Role = 'member' | 'admin';
export type AccountStatus = 'active' | 'disabled';
export interface AccountItem {
  id: number; email: string; name: string; surname: string; organization: string; role: Role; status: AccountStatus;
  createdAt: string; disabledAt: string | null; sessions: number; tickets: number;
}
export interface AccountFilter { search: string; role: Role | ''; status: AccountStatus | '' }
export type AccountAction = 'disable' | 'enable' | 'revoke-sessions';

export const fetchBlocks = (signal?: AbortSignal) => apiFetch<BlockList>(`${SETTINGS_API}/blocked-addresses`, signal ? { signal } : {});

export const addBlock = (block: NewBlock) => apiFetch<BlockItem>(`${SETTINGS_API}/blocked-addresses`, { method: 'POST', body: block, suppressErrorModal: true });

export const removeBlock = (id: number) => apiFetch<{ id: number; range: string }>(`${SETTINGS_API}/blocked-addresses/${id}/remove`, { method: 'POST', body: {} });

export function fetchAccounts(filter: AccountFilter, signal?: AbortSignal) {
  const query = new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== ''));
  const text = query.toString();
  return apiFetch<{ total: number; limit: number; items: AccountItem[] }>(`${SETTINGS_API}/accounts${text ? `?${text}` : ''}`, signal ? { signal } : {});
}

export const changeRole = (id: number, role: Role) => apiFetch<AccountItem>(`${SETTINGS_API}/accounts/${id}/role`, { method: 'POST', body: { role } });

export const changeAccess = (id: number, action: AccountAction) => apiFetch<AccountItem>(`${SETTINGS_API}/accounts/${id}/${action}`, { method: 'POST', body: {} });

/** The server's messages by the field they name; messages naming no known field under `form`. */
export function fieldErrors(error: unknown, fields: readonly string[]): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const item of error.errors) {
    const at = item.errorMessage.indexOf(': ');
    const field = at > 0 ? item.errorMessage.slice(0, at) : '';
    const key = fields.includes(field) ? field : 'form';
    const text = key === 'form' ? item.errorMessage : item.errorMessage.slice(at + 2);
    out[key] = out[key] ? `${out[key]} ${text}` : text;
  }
  return out;
}

/** `2024-08-20T18:00` typed in a datetime-local field (Istanbul time) → the server's `…:00+03:00`, or null when empty. */
export function toIstanbulTime(local: string): string | null {
  return local.trim() === '' ? null : `${local.trim().slice(0, 16)}:00+03:00`;
}
