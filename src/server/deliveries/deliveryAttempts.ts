// Every delivery of an order and each attempt at it. A delivery is made for one period (the days its file
// covers, fixed when it is made) and tried until it is delivered or has failed MAX_ATTEMPTS times, waiting longer
// after each failure (BACKOFF_MS). A member an administrator paused gets a delivery marked 'held', not sent,
// until someone retries it. The file is made again at each attempt, from the same days.
import type { Mailer } from '../identity/mailer';
import type { Store, StoreRow } from '../store/store';
import { renderOrderFile, type RenderContext } from './renderOrderFile';
import { dateFields } from './reportBody';
import type { StoredOrder } from './orders';
import { readOrder } from './orders';
import { readSecret } from './webhookSecrets';
import { sendWebhook, type SendOutcome } from './webhookSender';
import { sendOrderMail } from './mailSender';

export const DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed', 'held'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export type DeliveryReason = 'schedule' | 'runNow' | 'publication' | 'retry';

export const MAX_ATTEMPTS = 4;
/** The wait after the 1st, 2nd and 3rd failure. */
export const BACKOFF_MS = [60_000, 5 * 60_000, 25 * 60_000] as const;

export interface Delivery {
  id: number; orderId: number; accountId: number; createdAt: number; reason: string; channel: string; target: string;
  status: DeliveryStatus; attempts: number; nextAttemptAt: number | null; lastAttemptAt: number | null;
  responseCode: number | null; error: string | null; fileName: string | null; periodStart: string; periodEnd: string;
}

export interface DeliveryContext extends RenderContext {
  mailer: Mailer;
  allowPrivateTargets: boolean;
  /** PUBLIC_URL, for the links a 'link' webhook carries (else the links are paths). */
  publicUrl?: string;
}

export function toDelivery(row: StoreRow): Delivery {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: Number(row.id), orderId: Number(row.order_id), accountId: Number(row.account_id), createdAt: Number(row.created_at),
    reason: String(row.reason), channel: String(row.channel), target: String(row.target), status: String(row.status) as DeliveryStatus,
    attempts: Number(row.attempts), nextAttemptAt: num(row.next_attempt_at), lastAttemptAt: num(row.last_attempt_at),
    responseCode: num(row.response_code), error: row.error === null ? null : String(row.error), fileName: row.file_name === null ? null : String(row.file_name),
    periodStart: String(row.period_start), periodEnd: String(row.period_end),
  };
}

export async function isMemberPaused(store: Store, accountId: number): Promise<boolean> {
  return (await store.query('SELECT 1 AS x FROM delivery_paused_members WHERE account_id = $1', [accountId])).length > 0;
}

/** Makes a delivery of the order for the days given and tries it once (unless its member is paused). */
export async function deliverOrder(context: DeliveryContext, order: StoredOrder, days: { start: string; end: string }, reason: DeliveryReason, at: Date): Promise<Delivery> {
  const held = await isMemberPaused(context.store, order.accountId);
  const target = order.channel.kind === 'webhook' ? order.channel.url : 'email';
  const [row] = await context.store.transaction((tx) => tx.query(
    `INSERT INTO deliveries (order_id, account_id, created_at, reason, channel, target, status, attempts, period_start, period_end)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, $9) RETURNING *`,
    [order.id, order.accountId, at.getTime(), reason, order.channel.kind, target, held ? 'held' : 'pending', days.start, days.end],
  ));
  const delivery = toDelivery(row!);
  return held ? delivery : attemptDelivery(context, delivery, at);
}

/** One attempt: sends, then records the outcome and, after a failure, when to try again. */
export async function attemptDelivery(context: DeliveryContext, delivery: Delivery, at: Date): Promise<Delivery> {
  const order = await readOrder(context.store, delivery.orderId);
  let outcome: SendOutcome;
  let fileName: string | null = null;
  if (!order) outcome = { ok: false, responseCode: null, error: 'the order was deleted' };
  else {
    try {
      const file = await renderOrderFile(context, order, { start: delivery.periodStart, end: delivery.periodEnd }, at);
      fileName = file.fileName;
      outcome = await send(context, order, delivery, file, at);
    } catch (error) {
      outcome = { ok: false, responseCode: null, error: error instanceof Error ? error.message.slice(0, 300) : String(error) };
    }
  }
  const attempts = delivery.attempts + 1;
  const finalFailure = !outcome.ok && (attempts >= MAX_ATTEMPTS || !order);
  const status: DeliveryStatus = outcome.ok ? 'delivered' : finalFailure ? 'failed' : 'retrying';
  const nextAttemptAt = status === 'retrying' ? at.getTime() + BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1]! : null;
  const [row] = await context.store.transaction((tx) => tx.query(
    `UPDATE deliveries SET status = $2, attempts = $3, next_attempt_at = $4, last_attempt_at = $5, response_code = $6, error = $7, file_name = $8
     WHERE id = $1 RETURNING *`,
    [delivery.id, status, attempts, nextAttemptAt, at.getTime(), outcome.responseCode, outcome.ok ? null : outcome.error ?? null, fileName],
  ));
  return toDelivery(row!);
}

async function send(context: DeliveryContext, order: StoredOrder, delivery: Delivery, file: Awaited<ReturnType<typeof renderOrderFile>>, at: Date): Promise<SendOutcome> {
  if (order.channel.kind === 'email') return sendOrderMail(context.store, context.mailer, order, file, { start: delivery.periodStart, end: delivery.periodEnd });
  const secret = await readSecret(context.store, order.accountId);
  if (!secret) return { ok: false, responseCode: null, error: 'no webhook secret: make one in the orders tab' };
  const link = order.channel.payload === 'link';
  const body = link ? Buffer.from(JSON.stringify(linkPayload(context, order, delivery, file.fileName))) : file.body;
  return sendWebhook({
    url: order.channel.url, secret: secret.secret, deliveryId: delivery.id, orderId: order.id, body, at,
    contentType: link ? 'application/json' : file.contentType, ...(link ? {} : { fileName: file.fileName }), allowPrivateTargets: context.allowPrivateTargets,
  });
}

/** A 'link' webhook: where and how to fetch the period's file with the member's own ticket. */
function linkPayload(context: DeliveryContext, order: StoredOrder, delivery: Delivery, fileName: string) {
  const descriptor = context.reports.get(order.reportId)!;
  const path = `/${descriptor.api.service}${descriptor.api.exportPath ?? descriptor.api.path}`;
  const [startField, endField] = dateFields(descriptor)!;
  return {
    deliveryId: delivery.id, orderId: order.id, reportId: order.reportId, fileName,
    period: { start: delivery.periodStart, end: delivery.periodEnd },
    export: {
      method: 'POST', url: `${context.publicUrl?.replace(/\/$/, '') ?? ''}${path}`,
      body: { ...order.filters, [startField]: `${delivery.periodStart}T00:00:00+03:00`, [endField]: `${delivery.periodEnd}T00:00:00+03:00`, ...(descriptor.api.exportPath ? { exportType: order.format.toUpperCase() } : {}) },
    },
  };
}

/** Deliveries whose next attempt is due. */
export async function dueRetries(store: Store, at: number): Promise<Delivery[]> {
  return (await store.query("SELECT * FROM deliveries WHERE status = 'retrying' AND next_attempt_at <= $1 ORDER BY next_attempt_at, id", [at])).map(toDelivery);
}

export async function readDelivery(store: Store, id: number): Promise<Delivery | undefined> {
  const [row] = await store.query('SELECT * FROM deliveries WHERE id = $1', [id]);
  return row ? toDelivery(row) : undefined;
}

export async function orderDeliveries(store: Store, orderId: number, limit = 20): Promise<Delivery[]> {
  return (await store.query('SELECT * FROM deliveries WHERE order_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2', [orderId, limit])).map(toDelivery);
}
