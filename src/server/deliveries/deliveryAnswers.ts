// Orders and deliveries as the app and the administration screen read them: times as Istanbul ISO text.
import { ISTANBUL_OFFSET, wallMsToIso } from '../datasets/publishedBefore';
import type { Delivery } from './deliveryAttempts';
import type { StoredOrder } from './orders';

export const istanbulIso = (ms: number | null) => (ms === null ? null : wallMsToIso(ms + ISTANBUL_OFFSET));

export function toOrderAnswer(order: StoredOrder, lastRun: Delivery | undefined) {
  return {
    id: order.id, name: order.name, reportId: order.reportId, range: order.range, filters: order.filters, format: order.format,
    schedule: order.schedule, channel: order.channel, paused: order.paused, language: order.language,
    nextRunAt: istanbulIso(order.nextRunAt), lastRun: lastRun ? toDeliveryAnswer(lastRun) : null,
  };
}

export function toDeliveryAnswer(delivery: Delivery) {
  return {
    id: delivery.id, orderId: delivery.orderId, accountId: delivery.accountId, createdAt: istanbulIso(delivery.createdAt), reason: delivery.reason,
    channel: delivery.channel, target: delivery.target, status: delivery.status, attempts: delivery.attempts,
    nextAttemptAt: istanbulIso(delivery.nextAttemptAt), lastAttemptAt: istanbulIso(delivery.lastAttemptAt),
    responseCode: delivery.responseCode, error: delivery.error, fileName: delivery.fileName,
    period: { start: delivery.periodStart, end: delivery.periodEnd },
  };
}
