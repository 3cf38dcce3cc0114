// The member's order and alert calls (src/server/API.md, "Scheduled exports and alerts"). GET and POST go through
// apiFetch; PUT and DELETE, which it does not send, through fetch with the same headers and error envelope.
import { ApiError, readErrorEnvelope } from '../../../api/ApiError';
import { apiFetch } from '../../../api/apiFetch';
import { requestHeaders } from '../../../api/request/requestHeaders';

export const ORDERS_PATH = '/app-api/member/orders';
export const ALERTS_PATH = '/app-api/member/alerts';

export type DeliveryStatus = 'pending' | 'retrying' | 'delivered' | 'failed' | 'held';
export interface DeliveryRun {
  id: number; orderId: number; createdAt: string; reason: string; channel: string; target: string; status: DeliveryStatus;
  attempts: number; nextAttemptAt: string | null; lastAttemptAt: string | null; responseCode: number | null; error: string | null;
  fileName: string | null; period: { start: string; end: string };
}
export interface OrderSchedule { kind: 'daily' | 'weekdays' | 'monthly' | 'onPublication'; time?: string; dayOfMonth?: number }
export type OrderChannel = { kind: 'email' } | { kind: 'webhook'; url: string; payload: 'file' | 'link' };
export interface OrderBody {
  name: string; reportId: string; range: string; filters: Record<string, string | number>; format: 'csv' | 'xlsx';
  schedule: OrderSchedule; channel: OrderChannel; paused: boolean;
}
export interface Order extends OrderBody { id: number; language: string; nextRunAt: string | null; lastRun: DeliveryRun | null }
export interface OrderList { items: Order[]; ranges: string[]; webhookSecretSet: boolean }

/** PUT or DELETE with a JSON body; failures as ApiError with the server's messages. */
export async function sendWrite(method: 'PUT' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method, credentials: 'include', headers: requestHeaders('application/json', body === undefined ? undefined : 'application/json'),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(0, []);
  }
  if (response.status === 204) return null;
  const data: unknown = await response.json().catch(() => null);
  if (response.ok) return data;
  const envelope = readErrorEnvelope(data);
  throw new ApiError(response.status, envelope?.errors ?? [], envelope?.correlationId);
}

export const fetchOrders = (signal?: AbortSignal) => apiFetch<OrderList>(ORDERS_PATH, { suppressErrorModal: true, ...(signal ? { signal } : {}) });
export const createOrder = (body: OrderBody) => apiFetch<Order>(ORDERS_PATH, { method: 'POST', body, suppressErrorModal: true });
export const updateOrder = (id: number, body: OrderBody) => sendWrite('PUT', `${ORDERS_PATH}/${id}`, body) as Promise<Order>;
export const deleteOrder = (id: number) => sendWrite('DELETE', `${ORDERS_PATH}/${id}`);
export const runOrder = (id: number) => apiFetch<DeliveryRun>(`${ORDERS_PATH}/${id}/run`, { method: 'POST', body: {}, suppressErrorModal: true });
export const fetchRuns = (id: number) => apiFetch<{ items: DeliveryRun[] }>(`${ORDERS_PATH}/${id}/runs`, { suppressErrorModal: true }).then((r) => r.items);
export const renewSecret = () => apiFetch<{ secret: string }>(`${ORDERS_PATH}/webhook-secret`, { method: 'POST', body: {}, suppressErrorModal: true }).then((r) => r.secret);

/** The body of a saved order, to edit or to flip its pause. */
export function toOrderBody(order: Order): OrderBody {
  return { name: order.name, reportId: order.reportId, range: order.range, filters: order.filters, format: order.format, schedule: order.schedule, channel: order.channel, paused: order.paused };
}

/** The server's messages of a failed write, one per field at fault. */
export function errorMessages(error: unknown): string[] {
  if (error instanceof ApiError && error.errors.length) return error.errors.map((e) => e.errorMessage);
  return [error instanceof Error ? error.message : String(error)];
}
