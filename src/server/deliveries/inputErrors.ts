// Field errors of the members' order and alert bodies: every field at fault is collected, then one 400 names
// them all, in the reader's language. Nothing is written unless the body is whole.
import type { Locale } from '../../engine/locale/locale';
import { ApiError, type ApiErrorItem } from '../errors/apiError';

export class FieldErrors {
  private readonly items: ApiErrorItem[] = [];
  constructor(private readonly locale: Locale) {}

  add(field: string, text: { tr: string; en: string }): void {
    this.items.push({ errorCode: 'INVALID_FIELD', errorMessage: `${field}: ${text[this.locale]}` });
  }

  get any(): boolean { return this.items.length > 0; }

  /** Throws the collected errors as one 400. */
  throwIfAny(): void {
    if (this.items.length) throw new ApiError(400, this.items);
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Text a member names things with: 1–100 characters, no control characters. */
export function isName(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0 && value.length <= 100 && ![...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
}

export const NAME_TEXT = { tr: '1 ile 100 karakter arasında bir ad yazın.', en: 'Give a name of 1 to 100 characters.' };

export function unknownFields(body: Record<string, unknown>, known: readonly string[], errors: FieldErrors): void {
  for (const key of Object.keys(body)) {
    if (!known.includes(key)) errors.add(key, { tr: 'Bu alan tanınmıyor.', en: 'This field is not known.' });
  }
}
