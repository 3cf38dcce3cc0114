// The administration service's limit calls (src/server/API.md, "Web-service limits").
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/apiFetch';
import type { DemandItem, LimitItem, LimitScope } from '../../shell/settings/limits/limitTypes';

export const ADMINISTRATION_LIMITS = '/administration-service/v1/limits';

export const ADMIN_LIMITS_KEY = ['admin', 'service-limits'] as const;

export interface LimitList { serverPerMinute: number; defaultPerMinute: number; items: LimitItem[] }

export interface LimitBody {
  id?: number; scope: LimitScope; organization?: string; accountEmail?: string; perMinute: number;
  effectiveFrom: string; effectiveUntil?: string | null; note?: string | null;
}

const post = <T>(call: string, body: unknown, quiet = false) =>
  apiFetch<T>(`${ADMINISTRATION_LIMITS}/${call}`, { method: 'POST', body, ...(quiet ? { suppressErrorModal: true } : {}) });

export function adminLimitsQuery() {
  return queryOptions({ queryKey: [...ADMIN_LIMITS_KEY, 'limits'], queryFn: () => post<LimitList>('get-limits', {}) });
}

export function adminDemandsQuery() {
  return queryOptions({ queryKey: [...ADMIN_LIMITS_KEY, 'demands'], queryFn: () => post<{ items: DemandItem[] }>('get-demands', {}).then((r) => r.items) });
}

/** Writes whose refusals the forms show beside their fields (no error modal). */
export const saveLimit = (body: LimitBody) => post<{ item: LimitItem }>('save-limit', body, true);
export const deleteLimit = (id: number) => post<{ id: number }>('delete-limit', { id });
export const approveDemand = (id: number, effectiveFrom: string, effectiveUntil: string | null) =>
  post<{ item: DemandItem }>('approve-demand', { id, effectiveFrom, ...(effectiveUntil ? { effectiveUntil } : {}) }, true);
export const refuseDemand = (id: number, reason: string) => post<{ item: DemandItem }>('refuse-demand', { id, reason }, true);
