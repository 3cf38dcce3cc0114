// What an administrator sends to create or change an announcement, checked whole before anything is written:
// both languages of the title and the text, the sticky flag, the importance, optional times as
// `YYYY-MM-DDTHH:mm:ss+03:00`, and the kind: a notice, or a workshop with its event (workshopInput.ts).
// The bodies are HTML cleaned here to the readers' allow-list (sanitizeAnnouncementHtml.ts): whatever the browser
// sent, only that is stored; a body with no text left once cleaned is refused.
import { Ajv } from 'ajv';
import { ApiError, type ApiErrorItem } from '../errors/apiError';
import { ISTANBUL_TIME, toEpoch } from './istanbulTimeInput';
import { sanitizeAnnouncementHtml } from './sanitizeAnnouncementHtml';
import { ANNOUNCEMENT_KINDS, WORKSHOP_PROPERTIES, parseWorkshopEvent, type AnnouncementKind, type WorkshopEvent } from './workshopInput';

export interface AnnouncementInput {
  titleTr: string;
  titleEn: string;
  bodyTr: string;
  bodyEn: string;
  sticky: boolean;
  /** 'important' announcements are marked and listed first on the home page. */
  importance: AnnouncementImportance;
  /** Epoch ms; null: now (create) or unchanged (update). */
  publishedAt: number | null;
  visibleUntil: number | null;
  /** The kind and, for a workshop, its event; null: a notice (create) or unchanged with its event (update). */
  kind: AnnouncementKind | null;
  event: WorkshopEvent | null;
  /** Kept from readers (default false). */
  draft: boolean;
}

export const ANNOUNCEMENT_IMPORTANCE = ['normal', 'important'] as const;
export type AnnouncementImportance = (typeof ANNOUNCEMENT_IMPORTANCE)[number];

/** Room for a formatted body (its markup counts). */
export const BODY_MAX = 20_000;

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' });

const validate = new Ajv({ allErrors: true, strict: false }).compile({
  type: 'object',
  additionalProperties: false,
  required: ['titleTr', 'titleEn', 'bodyTr', 'bodyEn'],
  properties: {
    titleTr: text(200), titleEn: text(200), bodyTr: text(BODY_MAX), bodyEn: text(BODY_MAX),
    sticky: { type: 'boolean' },
    draft: { type: 'boolean' },
    importance: { enum: ANNOUNCEMENT_IMPORTANCE },
    publishedAt: { type: 'string', pattern: ISTANBUL_TIME },
    visibleUntil: { anyOf: [{ type: 'string', pattern: ISTANBUL_TIME }, { type: 'null' }] },
    kind: { enum: ANNOUNCEMENT_KINDS },
    ...WORKSHOP_PROPERTIES,
  },
});

const MESSAGES = {
  tr: { invalid: (where: string, what: string) => `${where}: ${what}`, order: 'visibleUntil, publishedAt tarihinden sonra olmalı.', emptyBody: (field: string) => `${field}: izin verilmeyen biçimler temizlendikten sonra metin boş kalıyor; okunacak bir metin yazın.`, date: 'Geçerli bir tarih değil: takvimde olan, 2000 ile 2099 arasında bir gün girin.' },
  en: { invalid: (where: string, what: string) => `${where}: ${what}`, order: 'visibleUntil must be after publishedAt.', emptyBody: (field: string) => `${field}: nothing readable is left once disallowed markup is removed; write some text.`, date: 'Not a valid date: give a day that exists, from 2000 to 2099.' },
};

export function parseAnnouncementInput(body: unknown, locale: 'tr' | 'en'): AnnouncementInput {
  const say = MESSAGES[locale];
  if (!validate(body)) {
    // One error per field at fault (a field with alternatives, text or null, fails each of them).
    const byField = new Map<string, ApiErrorItem>();
    for (const e of validate.errors ?? []) {
      const field = e.instancePath.slice(1) || String(e.params.additionalProperty ?? e.params.missingProperty ?? 'body');
      if (!byField.has(field)) byField.set(field, { errorCode: 'INVALID_ANNOUNCEMENT', errorMessage: say.invalid(field, e.message ?? 'invalid') });
    }
    throw new ApiError(400, [...byField.values()]);
  }
  const input = body as { titleTr: string; titleEn: string; bodyTr: string; bodyEn: string; sticky?: boolean; draft?: boolean; importance?: AnnouncementImportance; publishedAt?: string; visibleUntil?: string | null; kind?: AnnouncementKind };
  const publishedAt = input.publishedAt === undefined ? null : toEpoch(input.publishedAt);
  const visibleUntil = input.visibleUntil == null ? null : toEpoch(input.visibleUntil);
  const errors: ApiErrorItem[] = [];
  if ((input.publishedAt !== undefined && publishedAt === null) || (input.visibleUntil != null && visibleUntil === null)) {
    errors.push({ errorCode: 'INVALID_ANNOUNCEMENT', errorMessage: say.date });
  } else if (visibleUntil !== null && publishedAt !== null && visibleUntil <= publishedAt) {
    errors.push({ errorCode: 'INVALID_ANNOUNCEMENT', errorMessage: say.order });
  }
  const bodyTr = sanitizeAnnouncementHtml(input.bodyTr.trim());
  const bodyEn = sanitizeAnnouncementHtml(input.bodyEn.trim());
  for (const [field, body] of [['bodyTr', bodyTr], ['bodyEn', bodyEn]] as const) {
    if (!hasReadableContent(body)) errors.push({ errorCode: 'INVALID_ANNOUNCEMENT', errorMessage: say.emptyBody(field) });
  }
  const event = parseWorkshopEvent(body as unknown as Record<string, unknown>, input.kind ?? null, locale);
  errors.push(...event.errors);
  if (errors.length > 0) throw new ApiError(400, errors);
  return {
    titleTr: input.titleTr.trim(), titleEn: input.titleEn.trim(), bodyTr, bodyEn,
    sticky: input.sticky ?? false, importance: input.importance ?? 'normal', publishedAt, visibleUntil,
    kind: input.kind ?? null, event: event.event, draft: input.draft ?? false,
  };
}

/** Text or an image survives in a cleaned body. */
function hasReadableContent(html: string): boolean {
  return /<img\s/.test(html) || /\S/.test(html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ''));
}
