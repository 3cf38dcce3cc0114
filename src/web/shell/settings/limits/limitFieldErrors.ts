// Client-side checks of the limit forms, and the server's refusals put beside the fields they name: the server
// says `field: message` for each field at fault (src/server/service-limits/limitInput.ts).
import { ApiError } from '../../../api/ApiError';
import { PER_MINUTE_MAX, REASON_MAX } from './limitTypes';

/** Per field: a translation key with its values, or the server's own message (already in the reader's language). */
export type FieldErrors = Record<string, { key: string; values?: Record<string, unknown> } | { text: string }>;

export function checkPerMinute(text: string): FieldErrors[string] | undefined {
  const value = Number(text);
  return /^\d+$/.test(text.trim()) && value >= 1 && value <= PER_MINUTE_MAX ? undefined : { key: 'serviceLimits.badPerMinute', values: { max: PER_MINUTE_MAX.toLocaleString() } };
}

export function checkText(text: string, required: boolean, max = REASON_MAX): FieldErrors[string] | undefined {
  if (text.trim() === '') return required ? { key: 'serviceLimits.required' } : undefined;
  return text.length > max ? { key: 'serviceLimits.tooLong', values: { max } } : undefined;
}

/** Keeps only the faults that are there. */
export function collect(errors: Record<string, FieldErrors[string] | undefined>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, FieldErrors[string]] => entry[1] !== undefined));
}

/**
 * A 400's errors by the field they name; `fields` are the form's own. Anything else (no field, another status)
 * comes back under `form`, to be shown above the buttons.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): FieldErrors {
  if (!(error instanceof ApiError)) return { form: { text: String(error) } };
  const out: FieldErrors = {};
  for (const item of error.errors.length > 0 ? error.errors : [{ errorCode: '', errorMessage: error.message }]) {
    const match = /^([A-Za-z]+): (.*)$/s.exec(item.errorMessage);
    const field = match && fields.includes(match[1]!) ? match[1]! : 'form';
    const text = field === 'form' ? item.errorMessage : match![2]!;
    if (!out[field]) out[field] = { text };
  }
  return out;
}
