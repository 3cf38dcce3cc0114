// The faults of one request body, each named by its field (`labelEn: …`) in the reader's language, as the other
// administration calls name them; thrown whole as one 400, so nothing is written while any field is wrong.
import { ApiError, type ApiErrorItem } from '../../errors/apiError';

export type Locale = 'tr' | 'en';

export class FieldFaults {
  readonly errors: ApiErrorItem[] = [];

  constructor(private readonly locale: Locale) {}

  say(field: string, tr: string, en: string): void {
    this.errors.push({ errorCode: 'INVALID_FIELD', errorMessage: `${field}: ${this.locale === 'tr' ? tr : en}` });
  }

  has(field: string): boolean {
    return this.errors.some((e) => e.errorMessage.startsWith(`${field}: `));
  }

  /** Throws the 400 when anything was said. */
  throwAny(): void {
    if (this.errors.length > 0) throw new ApiError(400, this.errors);
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
