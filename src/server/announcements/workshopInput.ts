// The event of a workshop announcement, as an administrator sends it next to the announcement's own fields:
// `kind: 'workshop'`, `startsAt` and `endsAt` (Istanbul time, the end after the start), the place in both
// languages (`placeTr`, `placeEn`) or `online: true`, and an optional `registrationUrl` (https only). A notice
// (the default kind) has none of them. Every fault is reported, each naming its field.
import type { ApiErrorItem } from '../errors/apiError';
import { ISTANBUL_TIME, toEpoch } from './istanbulTimeInput';

export const ANNOUNCEMENT_KINDS = ['notice', 'workshop'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

export interface WorkshopEvent {
  /** Epoch ms. */
  startsAt: number;
  endsAt: number;
  placeTr: string | null;
  placeEn: string | null;
  online: boolean;
  registrationUrl: string | null;
}

const URL_MAX = 500;
const optionalText = (max: number) => ({ anyOf: [{ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' }, { type: 'null' }] });

/** The event's properties in the announcement body's schema (announcementInput.ts): their forms. */
export const WORKSHOP_PROPERTIES = {
  startsAt: { type: 'string', pattern: ISTANBUL_TIME },
  endsAt: { type: 'string', pattern: ISTANBUL_TIME },
  placeTr: optionalText(200),
  placeEn: optionalText(200),
  online: { type: 'boolean' },
  // Its form (https, a host, no credentials) is checked with the event, so that it is reported with the rest.
  registrationUrl: { anyOf: [{ type: 'string', maxLength: URL_MAX }, { type: 'null' }] },
} as const;

const EVENT_FIELDS = Object.keys(WORKSHOP_PROPERTIES) as (keyof typeof WORKSHOP_PROPERTIES)[];

const MESSAGES = {
  tr: {
    needed: (field: string) => `${field}: bir çalıştayın başlangıç ve bitiş zamanı gerekir.`,
    time: (field: string) => `${field}: gerçek bir zaman değil; 2000 ile 2099 arasında, takvimde olan bir gün girin.`,
    order: 'endsAt: çalıştay başladıktan sonra bitmeli (endsAt, startsAt tarihinden sonra olmalı).',
    place: 'placeTr, placeEn: çalıştayın yerini iki dilde yazın ya da online: true gönderin.',
    url: 'registrationUrl: kayıt bağlantısı https:// ile başlayan, kullanıcı adı ve parola içermeyen geçerli bir adres olmalı.',
    noticeOnly: (field: string) => `${field}: yalnızca çalıştay duyurularında olur (kind: workshop).`,
  },
  en: {
    needed: (field: string) => `${field}: a workshop needs its start and end time.`,
    time: (field: string) => `${field}: not a real time; give a day that exists, from 2000 to 2099.`,
    order: 'endsAt: a workshop must end after it starts (endsAt must follow startsAt).',
    place: 'placeTr, placeEn: give the place of the workshop in both languages, or send online: true.',
    url: 'registrationUrl: the registration link must be a valid https:// address without a user name or password.',
    noticeOnly: (field: string) => `${field}: only a workshop announcement has this (kind: workshop).`,
  },
};

function isHttpsLink(text: string): boolean {
  try {
    const url = new URL(text);
    return /^https:\/\/\S+$/.test(text) && url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * The event of a body already checked against WORKSHOP_PROPERTIES' forms. `kind` null is a notice on create
 * and "unchanged" on update: either way the body may carry no event.
 */
export function parseWorkshopEvent(body: Record<string, unknown>, kind: AnnouncementKind | null, locale: 'tr' | 'en'): { event: WorkshopEvent | null; errors: ApiErrorItem[] } {
  const say = MESSAGES[locale];
  const fault = (errorMessage: string): ApiErrorItem => ({ errorCode: 'INVALID_ANNOUNCEMENT', errorMessage });
  if (kind !== 'workshop') {
    // `online: false` and null say "no such thing", which a notice may say.
    const given = EVENT_FIELDS.filter((field) => body[field] !== undefined && body[field] !== null && body[field] !== false);
    return { event: null, errors: given.map((field) => fault(say.noticeOnly(field))) };
  }
  const errors: ApiErrorItem[] = [];
  const time = (field: 'startsAt' | 'endsAt'): number | null => {
    const value = body[field];
    if (typeof value !== 'string') { errors.push(fault(say.needed(field))); return null; }
    const ms = toEpoch(value);
    if (ms === null) errors.push(fault(say.time(field)));
    return ms;
  };
  const startsAt = time('startsAt');
  const endsAt = time('endsAt');
  if (startsAt !== null && endsAt !== null && endsAt <= startsAt) errors.push(fault(say.order));
  const placeTr = typeof body.placeTr === 'string' ? body.placeTr.trim() : null;
  const placeEn = typeof body.placeEn === 'string' ? body.placeEn.trim() : null;
  const online = body.online === true;
  if (!online && (placeTr === null || placeEn === null)) errors.push(fault(say.place));
  const registrationUrl = typeof body.registrationUrl === 'string' ? body.registrationUrl : null;
  if (registrationUrl !== null && !isHttpsLink(registrationUrl)) errors.push(fault(say.url));
  if (errors.length > 0 || startsAt === null || endsAt === null) return { event: null, errors };
  return { event: { startsAt, endsAt, placeTr, placeEn, online, registrationUrl }, errors };
}
