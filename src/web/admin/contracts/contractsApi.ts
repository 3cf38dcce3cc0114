// The contract management calls (admin screen 9017). Bodies go through contentRequest: the server cleans the
// HTML itself, and apiFetch would strip every tag on the way.
import { contentRequest } from '../announcements/contentRequest';

export const ADMIN_CONTRACTS = '/app-api/admin/contracts';
export const ADMIN_CONTRACTS_KEY = ['admin', 'contracts'] as const;

export type VersionStatus = 'draft' | 'inForce' | 'published';

export interface ContractVersionItem {
  id: number; label: string; bodyTr: string; bodyEn: string; effectiveAt: string; status: VersionStatus;
  createdAt: string; createdBy: string; updatedAt: string; publishedAt: string | null; publishedBy: string | null; acceptances: number;
}

export interface VersionDraft { label: string; bodyTr: string; bodyEn: string; effectiveAt: string | null }

export interface AcceptanceItem { email: string; accountId: number | null; acceptedAt: string; via: 'membership-form' | 'app' }

export const fetchVersions = (signal?: AbortSignal) => contentRequest<{ currentId: number | null; items: ContractVersionItem[] }>(ADMIN_CONTRACTS, signal ? { signal } : {});

export const saveDraft = (id: number | null, draft: VersionDraft) => id === null
  ? contentRequest<ContractVersionItem>(ADMIN_CONTRACTS, { method: 'POST', json: draft, suppressErrorModal: true })
  : contentRequest<ContractVersionItem>(`${ADMIN_CONTRACTS}/${id}`, { method: 'PUT', json: draft, suppressErrorModal: true });

export const publishVersion = (id: number) => contentRequest<ContractVersionItem>(`${ADMIN_CONTRACTS}/${id}/publish`, { method: 'POST', json: {} });

export const removeDraft = (id: number) => contentRequest<{ id: number; label: string }>(`${ADMIN_CONTRACTS}/${id}/remove`, { method: 'POST', json: {} });

export const fetchAcceptances = (id: number, signal?: AbortSignal) => contentRequest<{ items: AcceptanceItem[] }>(`${ADMIN_CONTRACTS}/${id}/acceptances`, signal ? { signal } : {});

/** `2026-01-01T00:00:00+03:00` → `2026-01-01 00:00`, as read in Istanbul. */
export const shownTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
