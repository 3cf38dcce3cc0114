// A member's order as the settings tab sends it, checked whole: every field at fault in one 400, nothing written.
import type { Locale } from '../../engine/locale/locale';
import { resolvePreset } from '../../engine/request/resolvePreset';
import { FieldErrors, isName, isPlainObject, NAME_TEXT, unknownFields } from './inputErrors';
import { SCHEDULE_KINDS, type OrderSchedule } from './orderSchedule';
import { checkFilters, ORDER_RANGES, type OrderableReports, type OrderRange, type ReportFilterValues } from './reportBody';
import { checkWebhookUrl } from './webhookTarget';

export const ORDER_FORMATS = ['csv', 'xlsx'] as const;
export type OrderFormat = (typeof ORDER_FORMATS)[number];
export const WEBHOOK_PAYLOADS = ['file', 'link'] as const;

export type OrderChannel = { kind: 'email' } | { kind: 'webhook'; url: string; payload: (typeof WEBHOOK_PAYLOADS)[number] };

export interface OrderInput {
  name: string;
  reportId: string;
  range: OrderRange;
  filters: ReportFilterValues;
  format: OrderFormat;
  schedule: OrderSchedule;
  channel: OrderChannel;
  paused: boolean;
  /** The language of the file and the mail: the member's when the order was saved. */
  language: Locale;
}

const FIELDS = ['name', 'reportId', 'range', 'filters', 'format', 'schedule', 'channel', 'paused'];
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export interface OrderCheckOptions { reports: OrderableReports; locale: Locale; now: Date; allowPrivateTargets: boolean }

export function parseOrderInput(body: unknown, { reports, locale, now, allowPrivateTargets }: OrderCheckOptions): OrderInput {
  const errors = new FieldErrors(locale);
  if (!isPlainObject(body)) {
    errors.add('body', { tr: 'Gövde bir JSON nesnesi olmalı.', en: 'The body must be a JSON object.' });
    errors.throwIfAny();
  }
  const b = body as Record<string, unknown>;
  unknownFields(b, FIELDS, errors);
  if (!isName(b.name)) errors.add('name', NAME_TEXT);
  const reportId = typeof b.reportId === 'string' && reports.get(b.reportId) ? b.reportId : undefined;
  if (!reportId) errors.add('reportId', { tr: 'Tarih aralığı olan bir rapor seçin.', en: 'Choose a report that has a date range.' });
  const range = (ORDER_RANGES as readonly unknown[]).includes(b.range) ? b.range as OrderRange : undefined;
  if (!range) errors.add('range', { tr: `Aralık şunlardan biri olmalı: ${ORDER_RANGES.join(', ')}.`, en: `The range must be one of: ${ORDER_RANGES.join(', ')}.` });
  const filters = reportId && range ? checkFilters(reports, reportId, b.filters, errors, locale, resolvePreset(range, now)) : {};
  if (!(ORDER_FORMATS as readonly unknown[]).includes(b.format)) errors.add('format', { tr: 'Biçim csv ya da xlsx olmalı.', en: 'The format must be csv or xlsx.' });
  const schedule = checkSchedule(b.schedule, errors);
  const channel = checkChannel(b.channel, errors, allowPrivateTargets);
  if (b.paused !== undefined && typeof b.paused !== 'boolean') errors.add('paused', { tr: 'true ya da false olmalı.', en: 'Must be true or false.' });
  errors.throwIfAny();
  return { name: (b.name as string).trim(), reportId: reportId!, range: range!, filters, format: b.format as OrderFormat, schedule: schedule!, channel: channel!, paused: b.paused === true, language: locale };
}

function checkSchedule(value: unknown, errors: FieldErrors): OrderSchedule | undefined {
  if (!isPlainObject(value) || !(SCHEDULE_KINDS as readonly unknown[]).includes(value.kind)) {
    errors.add('schedule.kind', { tr: `Zamanlama şunlardan biri olmalı: ${SCHEDULE_KINDS.join(', ')}.`, en: `The schedule must be one of: ${SCHEDULE_KINDS.join(', ')}.` });
    return undefined;
  }
  unknownFields(value, ['kind', 'time', 'dayOfMonth'], errors);
  const kind = value.kind as OrderSchedule['kind'];
  if (kind === 'onPublication') {
    if (value.time !== undefined || value.dayOfMonth !== undefined) errors.add('schedule', { tr: 'Yayımlandığında çalışan bir isteğin saati ya da günü olmaz.', en: 'An order that runs on publication has no time or day.' });
    return { kind };
  }
  const time = typeof value.time === 'string' && TIME.test(value.time) ? value.time : undefined;
  if (!time) errors.add('schedule.time', { tr: 'Saati SS:DD biçiminde (İstanbul saati) yazın.', en: 'Give the time as HH:MM (Istanbul time).' });
  if (kind === 'monthly') {
    const day = value.dayOfMonth;
    if (typeof day !== 'number' || !Number.isInteger(day) || day < 1 || day > 28) {
      errors.add('schedule.dayOfMonth', { tr: 'Ayın gününü 1 ile 28 arasında seçin.', en: 'Choose a day of the month from 1 to 28.' });
      return undefined;
    }
    return { kind, time: time ?? '', dayOfMonth: day };
  }
  if (value.dayOfMonth !== undefined) errors.add('schedule.dayOfMonth', { tr: 'Ayın günü yalnızca aylık zamanlamada verilir.', en: 'A day of the month is given only for a monthly schedule.' });
  return { kind, time: time ?? '' };
}

function checkChannel(value: unknown, errors: FieldErrors, allowPrivateTargets: boolean): OrderChannel | undefined {
  if (!isPlainObject(value) || (value.kind !== 'email' && value.kind !== 'webhook')) {
    errors.add('channel.kind', { tr: 'Gönderim e-posta ya da webhook olmalı.', en: 'The delivery must be email or webhook.' });
    return undefined;
  }
  if (value.kind === 'email') {
    unknownFields(value, ['kind'], errors);
    return { kind: 'email' };
  }
  unknownFields(value, ['kind', 'url', 'payload'], errors);
  const problem = checkWebhookUrl(value.url, allowPrivateTargets);
  if (problem) errors.add('channel.url', problem);
  if (!(WEBHOOK_PAYLOADS as readonly unknown[]).includes(value.payload)) errors.add('channel.payload', { tr: 'İçerik file (dosyanın kendisi) ya da link (JSON bağlantı) olmalı.', en: 'The payload must be file (the file itself) or link (a JSON link).' });
  return { kind: 'webhook', url: String(value.url), payload: value.payload as 'file' | 'link' };
}
