// The membership administration calls (src/server/API.md): the requests by status, approval, rejection with a
// reason, and a new set-password link for the account an approval opened.
import { apiFetch } from '../../api/apiFetch';

export type RequestStatus = 'pending' | 'approved' | 'rejected';

export interface MembershipRequest {
  id: number; name: string; surname: string; nationalId: string; email: string; organization: string; purpose: string;
  status: RequestStatus; createdAt: number; decidedAt: number | null; accountId: number | null; decisionReason: string | null;
}

const REQUESTS = '/app-api/admin/membership-requests';

export async function fetchRequests(status: RequestStatus | 'all', signal?: AbortSignal): Promise<MembershipRequest[]> {
  const query = status === 'all' ? '' : `?status=${status}`;
  return (await apiFetch<{ items: MembershipRequest[] }>(`${REQUESTS}${query}`, signal ? { signal } : {})).items;
}

export function approveRequest(id: number): Promise<{ item: MembershipRequest; mailSent?: boolean }> {
  return apiFetch(`${REQUESTS}/${id}/approve`, { method: 'POST' });
}

export function rejectRequest(id: number, reason: string): Promise<{ item: MembershipRequest }> {
  return apiFetch(`${REQUESTS}/${id}/reject`, { method: 'POST', body: { reason } });
}

export function resendPasswordLink(accountId: number): Promise<{ accountId: number; email: string; mailSent: boolean }> {
  return apiFetch(`/app-api/admin/accounts/${accountId}/password-link`, { method: 'POST' });
}

/** Epoch ms → `2024-08-20T14:30:00+03:00` (Istanbul keeps +03:00 all year), for the date formatters. */
export function istanbulIso(ms: number): string {
  return `${new Date(ms + 3 * 3_600_000).toISOString().slice(0, 19)}+03:00`;
}

/** A request matches a search when its name, e-mail or organisation holds every word typed (Turkish case). */
export function matchesRequest(request: MembershipRequest, search: string): boolean {
  const words = search.toLocaleLowerCase('tr').split(/\s+/).filter(Boolean);
  const text = `${request.name} ${request.surname} ${request.email} ${request.organization}`.toLocaleLowerCase('tr');
  return words.every((word) => text.includes(word));
}

export const REASON_MAX = 500;

/** The reason of a rejection: required, at most REASON_MAX characters (the server's rule). */
export function checkReason(reason: string): { key: string; values?: Record<string, unknown> } | null {
  if (reason.trim() === '') return { key: 'adminOversight.membership.reasonRequired' };
  if (reason.trim().length > REASON_MAX) return { key: 'adminOversight.membership.reasonTooLong', values: { max: REASON_MAX } };
  return null;
}
