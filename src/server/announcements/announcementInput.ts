// What an administrator sends to create or change an announcement, checked whole before anything is written:
// both languages of the title and the text, the sticky flag, the importance, and optional times as
// `YYYY-MM-DDTHH:mm:ss+03:00`.
import { Ajv } from 'ajv';
import { ApiError, type ApiErrorItem } from '../errors/apiError';

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
}

export const ANNOUNCEMENT_IMPORTANCE = ['normal', 'important'] as const;
export type AnnouncementImportance = (typeof ANNOUNCEMENT_IMPORTANCE)[number];

const ISTANBUL_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\+03:00$';
const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' });

const validate = new Ajv({ allErrors: true, strict: false }).compile({
  type: 'object',
  additionalProperties: false,
  required: ['titleTr', 'titleEn', 'bodyTr', 'bodyEn'],
  properties: {
    titleTr: text(200), titleEn: text(200), bodyTr: text(5000), bodyEn: text(5000),
    sticky: { type: 'boolean' },
    importance: { enum: ANNOUNCEMENT_IMPORTANCE },
    publishedAt: { type: 'string', pattern: ISTANBUL_TIME },
    visibleUntil: { anyOf: [{ type: 'string', pattern: ISTANBUL_TIME }, { type: 'null' }] },
  },
});

/** Announcements are dated within the platform's years, and on days that exist (2024-02-30 does not roll over). */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2099;

function toEpoch(iso: string): number | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  const exists = day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
  return exists && y >= FIRST_YEAR && y <= LAST_YEAR ? ms : null;
}

const MESSAGES = {
  tr: { invalid: (where: string, what: string) => `${where}: ${what}`, order: 'visibleUntil, publishedAt tarihinden sonra olmalı.', date: 'Geçerli bir tarih değil: takvimde olan, 2000 ile 2099 arasında bir gün girin.' },
  en: { invalid: (where: string, what: string) => `${where}: ${what}`, order: 'visibleUntil must be after publishedAt.', date: 'Not a valid date: give a day that exists, from 2000 to 2099.' },
};

export function parseAnnouncementInput(body: unknown, locale: 'tr' | 'en'): AnnouncementInput {
  const say = MESSAGES[locale];
  if (!validate(body)) {
    const errors: ApiErrorItem[] = (validate.errors ?? []).map((e) => ({
      errorCode: 'INVALID_ANNOUNCEMENT',
      errorMessage: say.invalid(e.instancePath.slice(1) || String(e.params.additionalProperty ?? e.params.missingProperty ?? 'body'), e.message ?? 'invalid'),
    }));
    throw new ApiError(400, errors);
  }
  const input = body as { titleTr: string; titleEn: string; bodyTr: string; bodyEn: string; sticky?: boolean; importance?: AnnouncementImportance; publishedAt?: string; visibleUntil?: string | null };
  const publishedAt = input.publishedAt === undefined ? null : toEpoch(input.publishedAt);
  const visibleUntil = input.visibleUntil == null ? null : toEpoch(input.visibleUntil);
  if ((input.publishedAt !== undefined && publishedAt === null) || (input.visibleUntil != null && visibleUntil === null)) {
    throw new ApiError(400, [{ errorCode: 'INVALID_ANNOUNCEMENT', errorMessage: say.date }]);
  }
  if (visibleUntil !== null && publishedAt !== null && visibleUntil <= publishedAt) {
    throw new ApiError(400, [{ errorCode: 'INVALID_ANNOUNCEMENT', errorMessage: say.order }]);
  }
  return {
    titleTr: input.titleTr.trim(), titleEn: input.titleEn.trim(), bodyTr: input.bodyTr.trim(), bodyEn: input.bodyEn.trim(),
    sticky: input.sticky ?? false, importance: input.importance ?? 'normal', publishedAt, visibleUntil,
  };
}
