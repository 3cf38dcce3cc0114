// The member's own limit calls (/app-api/member/limits…).
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../api/apiFetch';
import type { DemandItem, LimitInForce, LimitItem } from './limitTypes';

export const MEMBER_LIMITS = '/app-api/member/limits';

export function memberLimitsQuery() {
  return queryOptions({
    queryKey: ['member', 'limits'],
    queryFn: ({ signal }) => apiFetch<{ inForce: LimitInForce; serverPerMinute: number; items: LimitItem[] }>(MEMBER_LIMITS, { signal }),
  });
}

export function memberDemandsQuery() {
  return queryOptions({
    queryKey: ['member', 'limit-demands'],
    queryFn: ({ signal }) => apiFetch<{ items: DemandItem[] }>(`${MEMBER_LIMITS}/demands`, { signal }).then((r) => r.items),
  });
}

export interface DemandBody { kind: 'new' | 'update'; limitId?: number; perMinute: number; reason: string }

/** Sent with no error modal: the form shows the server's refusal beside the fields it names. */
export async function sendDemand(body: DemandBody): Promise<DemandItem> {
  return (await apiFetch<{ item: DemandItem }>(`${MEMBER_LIMITS}/demands`, { method: 'POST', body, suppressErrorModal: true })).item;
}
