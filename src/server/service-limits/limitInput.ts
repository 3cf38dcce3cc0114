// The bodies of the limit calls, checked whole: every field at fault gets its own error (`field: message`, in
// the caller's language), and nothing is written unless the whole body is right. Unknown fields are refused.
import { ApiError, type ApiErrorItem } from '../errors/apiError';
import { ISTANBUL_TIME, toEpoch } from '../announcements/istanbulTimeInput';
import { LIMIT_SCOPES, type LimitScope } from './limitRules';

export type Locale = 'tr' | 'en';

/** Cost units per minute an administrator may give (a plain call is one unit). */
export const PER_MINUTE_MAX = 100_000;
export const REASON_MAX = 500;

const SAY = {
  tr: {
    object: 'Bir JSON nesnesi gönderin.',
    unknown: 'Bu alan tanınmıyor.',
    required: 'Bu alan gerekli.',
    integer: 'Pozitif bir tam sayı olmalı.',
    perMinute: `1 ile ${PER_MINUTE_MAX.toLocaleString('tr-TR')} arasında bir tam sayı olmalı.`,
    text: (max: number) => `Boş olmayan, en çok ${max} karakterlik bir metin olmalı.`,
    time: 'İstanbul saatiyle YYYY-AA-GGTSS:dd:ss+03:00 biçiminde, takvimde olan bir an olmalı.',
    order: 'Başlangıçtan sonra olmalı.',
    scope: `Şunlardan biri olmalı: ${LIMIT_SCOPES.join(', ')}.`,
    kind: 'new ya da update olmalı.',
  },
  en: {
    object: 'Send a JSON object.',
    unknown: 'This field is not known.',
    required: 'This field is required.',
    integer: 'Must be a positive whole number.',
    perMinute: `Must be a whole number from 1 to ${PER_MINUTE_MAX.toLocaleString('en-GB')}.`,
    text: (max: number) => `Must be a non-empty text of at most ${max} characters.`,
    time: 'Must be a real moment in Istanbul time, as YYYY-MM-DDTHH:mm:ss+03:00.',
    order: 'Must be after the start.',
    scope: `Must be one of: ${LIMIT_SCOPES.join(', ')}.`,
    kind: 'Must be new or update.',
  },
};

/** Reads one body field by field, collecting the faults; `done()` throws them all as one 400. */
class BodyReader {
  readonly errors: ApiErrorItem[] = [];
  readonly say: (typeof SAY)[Locale];
  private readonly body: Record<string, unknown>;

  constructor(body: unknown, locale: Locale, allowed: readonly string[]) {
    this.say = SAY[locale];
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      this.body = {};
      this.errors.push({ errorCode: 'INVALID_FIELD', errorMessage: this.say.object });
      return;
    }
    this.body = body as Record<string, unknown>;
    for (const key of Object.keys(this.body)) if (!allowed.includes(key)) this.fault(key, this.say.unknown);
  }

  fault(field: string, message: string): void {
    this.errors.push({ errorCode: 'INVALID_FIELD', errorMessage: `${field}: ${message}` });
  }

  has(field: string): boolean {
    return this.body[field] !== undefined && this.body[field] !== null;
  }

  id(field: string, required = true): number | null {
    const value = this.body[field];
    if (value === undefined || value === null) {
      if (required) this.fault(field, this.say.required);
      return null;
    }
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
      this.fault(field, this.say.integer);
      return null;
    }
    return value;
  }

  perMinute(field = 'perMinute'): number {
    const value = this.body[field];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > PER_MINUTE_MAX) this.fault(field, value === undefined ? this.say.required : this.say.perMinute);
    return typeof value === 'number' ? value : 0;
  }

  text(field: string, max: number, required = true): string | null {
    const value = this.body[field];
    if (value === undefined || value === null) {
      if (required) this.fault(field, this.say.required);
      return null;
    }
    if (typeof value !== 'string' || value.trim() === '' || value.length > max) {
      this.fault(field, this.say.text(max));
      return null;
    }
    return value.trim();
  }

  time(field: string, required = true): number | null {
    const value = this.body[field];
    if (value === undefined || value === null) {
      if (required) this.fault(field, this.say.required);
      return null;
    }
    const ms = typeof value === 'string' && new RegExp(ISTANBUL_TIME).test(value) ? toEpoch(value) : null;
    if (ms === null) this.fault(field, this.say.time);
    return ms;
  }

  period(from = 'effectiveFrom', until = 'effectiveUntil'): { effectiveFrom: number; effectiveUntil: number | null } {
    const effectiveFrom = this.time(from);
    const effectiveUntil = this.time(until, false);
    if (effectiveFrom !== null && effectiveUntil !== null && effectiveUntil <= effectiveFrom) this.fault(until, this.say.order);
    return { effectiveFrom: effectiveFrom ?? 0, effectiveUntil };
  }

  oneOf<T extends string>(field: string, values: readonly T[], message: string): T {
    const value = this.body[field];
    if (typeof value !== 'string' || !values.includes(value as T)) this.fault(field, value === undefined ? this.say.required : message);
    return value as T;
  }

  done(): void {
    if (this.errors.length > 0) throw new ApiError(400, this.errors);
  }
}

/** The reads take no parameters: an empty JSON object (a form, even an empty one, is refused). */
export function checkEmptyBody(body: unknown, locale: Locale, contentType: string | undefined): void {
  const read = new BodyReader(/^application\/json\b/i.test(contentType ?? '') ? body : null, locale, []);
  read.done();
}

export interface LimitInput {
  id: number | null;
  scope: LimitScope;
  organization: string | null;
  accountEmail: string | null;
  perMinute: number;
  effectiveFrom: number;
  effectiveUntil: number | null;
  note: string | null;
}

export function parseLimitInput(body: unknown, locale: Locale): LimitInput {
  const read = new BodyReader(body, locale, ['id', 'scope', 'organization', 'accountEmail', 'perMinute', 'effectiveFrom', 'effectiveUntil', 'note']);
  const id = read.id('id', false);
  const scope = read.oneOf('scope', LIMIT_SCOPES, read.say.scope);
  const organization = read.text('organization', 200, scope === 'organization');
  const accountEmail = read.text('accountEmail', 254, scope === 'user');
  // A field that does not belong to the scope would be stored and never read: refused, not ignored.
  if (scope !== 'organization' && organization !== null) read.fault('organization', read.say.unknown);
  if (scope !== 'user' && accountEmail !== null) read.fault('accountEmail', read.say.unknown);
  const perMinute = read.perMinute();
  const period = read.period();
  const note = read.text('note', REASON_MAX, false);
  read.done();
  return { id, scope, organization, accountEmail, perMinute, ...period, note };
}

export function parseIdInput(body: unknown, locale: Locale): number {
  const read = new BodyReader(body, locale, ['id']);
  const id = read.id('id');
  read.done();
  return id!;
}

export function parseApproval(body: unknown, locale: Locale): { id: number; effectiveFrom: number; effectiveUntil: number | null } {
  const read = new BodyReader(body, locale, ['id', 'effectiveFrom', 'effectiveUntil']);
  const id = read.id('id');
  const period = read.period();
  read.done();
  return { id: id!, ...period };
}

export function parseRefusal(body: unknown, locale: Locale): { id: number; reason: string } {
  const read = new BodyReader(body, locale, ['id', 'reason']);
  const id = read.id('id');
  const reason = read.text('reason', REASON_MAX);
  read.done();
  return { id: id!, reason: reason! };
}

export interface DemandInput { kind: 'new' | 'update'; limitId: number | null; perMinute: number; reason: string }

export function parseDemandInput(body: unknown, locale: Locale): DemandInput {
  const read = new BodyReader(body, locale, ['kind', 'limitId', 'perMinute', 'reason']);
  const kind = read.oneOf('kind', ['new', 'update'] as const, read.say.kind);
  const limitId = read.id('limitId', kind === 'update');
  if (kind === 'new' && limitId !== null) read.fault('limitId', read.say.unknown);
  const perMinute = read.perMinute();
  const reason = read.text('reason', REASON_MAX);
  read.done();
  return { kind, limitId, perMinute, reason: reason! };
}
