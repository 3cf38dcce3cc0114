// The two languages of the platform. Every text a user reads exists in both.
import type { LocalizedText } from '../../../schemas/report.schema';

export const LOCALES = ['tr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return value === 'tr' || value === 'en';
}

export function pickText(text: LocalizedText, locale: Locale): string {
  return text[locale];
}

/** BCP 47 tags for Intl and for the API's Accept-Language header. */
export const LOCALE_TAGS: Record<Locale, string> = { tr: 'tr-TR', en: 'en-US' };
