// The order form's values as the inputs hold them, and the checks made before anything is sent (the server
// checks everything again; its messages are shown beside the form too).
import type { Order, OrderBody } from './memberCalls';

export interface OrderDraft {
  name: string; reportId: string; range: string; filtersText: string; format: 'csv' | 'xlsx';
  scheduleKind: OrderBody['schedule']['kind']; time: string; dayOfMonth: string;
  channelKind: 'email' | 'webhook'; url: string; payload: 'file' | 'link'; paused: boolean;
}

export const EMPTY_DRAFT: OrderDraft = {
  name: '', reportId: '', range: 'yesterday', filtersText: '', format: 'csv', scheduleKind: 'daily', time: '08:00', dayOfMonth: '1',
  channelKind: 'email', url: '', payload: 'file', paused: false,
};

export function toDraft(order: Order): OrderDraft {
  return {
    name: order.name, reportId: order.reportId, range: order.range, filtersText: Object.keys(order.filters).length ? JSON.stringify(order.filters) : '',
    format: order.format, scheduleKind: order.schedule.kind, time: order.schedule.time ?? '08:00', dayOfMonth: String(order.schedule.dayOfMonth ?? 1),
    channelKind: order.channel.kind, url: order.channel.kind === 'webhook' ? order.channel.url : '', payload: order.channel.kind === 'webhook' ? order.channel.payload : 'file',
    paused: order.paused,
  };
}

export type DraftErrors = Partial<Record<'name' | 'reportId' | 'filtersText' | 'time' | 'url', string>>;

/** The body to send, or the keys of the messages to show beside each field at fault. */
export function fromDraft(draft: OrderDraft): { body: OrderBody } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (!draft.name.trim()) errors.name = 'deliveries.nameRequired';
  if (!draft.reportId) errors.reportId = 'deliveries.reportRequired';
  let filters: Record<string, string | number> = {};
  try {
    const parsed: unknown = draft.filtersText.trim() ? JSON.parse(draft.filtersText) : {};
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    filters = parsed as Record<string, string | number>;
  } catch {
    errors.filtersText = 'deliveries.filtersInvalid';
  }
  const timed = draft.scheduleKind !== 'onPublication';
  if (timed && !/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(draft.time)) errors.time = 'deliveries.timeRequired';
  if (draft.channelKind === 'webhook' && !/^https?:\/\/\S+$/.test(draft.url.trim())) errors.url = 'deliveries.urlRequired';
  if (Object.keys(errors).length) return { errors };
  return {
    body: {
      name: draft.name.trim(), reportId: draft.reportId, range: draft.range, filters, format: draft.format, paused: draft.paused,
      schedule: !timed ? { kind: 'onPublication' } : draft.scheduleKind === 'monthly' ? { kind: 'monthly', time: draft.time, dayOfMonth: Number(draft.dayOfMonth) } : { kind: draft.scheduleKind, time: draft.time },
      channel: draft.channelKind === 'email' ? { kind: 'email' } : { kind: 'webhook', url: draft.url.trim(), payload: draft.payload },
    },
  };
}
