// Server-side messages of the administration settings, in both languages (the request's language picks one).
import type { Locale } from '../../engine/locale/locale';
import type { ApiErrorItem } from '../errors/apiError';

export interface Said { tr: string; en: string }

export function fieldError(locale: Locale, field: string, message: Said): ApiErrorItem {
  return { errorCode: 'INVALID_FIELD', errorMessage: `${field}: ${message[locale]}` };
}

/** Keys of a JSON object body, or undefined when the body is not one. */
export function objectBody(body: unknown): Record<string, unknown> | undefined {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? body as Record<string, unknown> : undefined;
}

export const NOT_AN_OBJECT: Said = { tr: 'İstek gövdesi bir JSON nesnesi olmalı.', en: 'The body must be a JSON object.' };
export const UNKNOWN_FIELD: Said = { tr: 'Bu alan tanınmıyor.', en: 'This field is not known.' };

/** Refuses every field of the body that is not in `known`, one error each. */
export function unknownFields(locale: Locale, body: Record<string, unknown>, known: readonly string[]): ApiErrorItem[] {
  return Object.keys(body).filter((key) => !known.includes(key)).map((key) => fieldError(locale, key, UNKNOWN_FIELD));
}
