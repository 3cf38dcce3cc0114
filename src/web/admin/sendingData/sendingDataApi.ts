// The administration service's delivery calls (src/server/API.md, "Scheduled exports and alerts").
import { apiFetch } from '../../api/apiFetch';
import type { DeliveryRun, DeliveryStatus } from '../../shell/settings/orders/memberCalls';

export const DELIVERIES_ADMIN = '/administration-service/v1/deliveries';
export const DELIVERY_STATUSES: readonly DeliveryStatus[] = ['pending', 'retrying', 'delivered', 'failed', 'held'];

export interface DeliveryRow extends DeliveryRun { accountId: number; memberEmail: string | null; orderName: string | null; memberPaused: boolean }

export const fetchDeliveries = (status: DeliveryStatus | '', signal?: AbortSignal) =>
  apiFetch<{ items: DeliveryRow[] }>(`${DELIVERIES_ADMIN}/get-deliveries`, { method: 'POST', body: status ? { status } : {}, ...(signal ? { signal } : {}) }).then((r) => r.items);
export const retryDelivery = (id: number) => apiFetch<DeliveryRun>(`${DELIVERIES_ADMIN}/retry-delivery`, { method: 'POST', body: { id } });
export const pauseMember = (accountId: number, paused: boolean) => apiFetch<{ paused: boolean }>(`${DELIVERIES_ADMIN}/pause-member`, { method: 'POST', body: { accountId, paused } });
