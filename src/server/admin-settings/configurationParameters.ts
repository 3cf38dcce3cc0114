// Section 9011, configuration parameters: what the app shows as its help-desk and social links (the header and
// the footer read them from /app-api/meta) and whether visitors may read reports and the data services without
// an account (identity/accessControl.ts). Checked whole: every field present, https addresses only.
import type { Locale } from '../../engine/locale/locale';
import type { SiteLinks } from '../app-api/registerAppApiRoutes';
import { ApiError, type ApiErrorItem } from '../errors/apiError';
import { fieldError, NOT_AN_OBJECT, objectBody, unknownFields } from './adminSettingsText';

export interface SiteConfiguration extends SiteLinks {
  /** Visitors without an account may read reports and the data services (PUBLIC_DATA at start). */
  publicData: boolean;
}

export const CONFIGURATION_FIELDS = ['helpDesk', 'social', 'publicData'] as const;
export const MAX_SOCIAL_LINKS = 10;
const MAX_URL = 500;

/** An https address a browser can open, or nothing. */
function httpsUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_URL || /\s/.test(value) || !value.startsWith('https://')) return undefined;
  try {
    return new URL(value).hostname ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A page of this site ('/about/…', not '//host') or an https address. */
function helpDeskUrl(value: unknown): string | undefined {
  if (typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= MAX_URL) return value;
  return httpsUrl(value);
}

export function parseConfiguration(body: unknown, locale: Locale): SiteConfiguration {
  const object = objectBody(body);
  if (!object) throw new ApiError(400, [{ errorCode: 'INVALID_BODY', errorMessage: NOT_AN_OBJECT[locale] }]);
  const errors: ApiErrorItem[] = unknownFields(locale, object, CONFIGURATION_FIELDS);
  const helpDesk = helpDeskUrl(object.helpDesk);
  if (helpDesk === undefined) {
    errors.push(fieldError(locale, 'helpDesk', { tr: 'Bu sitenin bir sayfası (/ ile başlar) ya da https:// ile başlayan bir adres yazın.', en: 'Write a page of this site (starting with /) or an address starting with https://.' }));
  }
  const social: SiteLinks['social'] = [];
  if (!Array.isArray(object.social) || object.social.length > MAX_SOCIAL_LINKS) {
    errors.push(fieldError(locale, 'social', { tr: `En çok ${MAX_SOCIAL_LINKS} bağlantılık bir liste gönderin.`, en: `Send a list of at most ${MAX_SOCIAL_LINKS} links.` }));
  } else {
    object.social.forEach((item: unknown, index) => {
      const link = objectBody(item);
      const name = typeof link?.network === 'string' ? link.network.trim() : '';
      const url = httpsUrl(link?.url);
      if (name.length < 1 || name.length > 40) errors.push(fieldError(locale, `social.${index}.network`, { tr: '1–40 karakterlik bir ad yazın.', en: 'Write a name of 1–40 characters.' }));
      else if (social.some((s) => s.network.toLowerCase() === name.toLowerCase())) errors.push(fieldError(locale, `social.${index}.network`, { tr: 'Bu ad listede zaten var.', en: 'This name is already in the list.' }));
      if (url === undefined) errors.push(fieldError(locale, `social.${index}.url`, { tr: 'https:// ile başlayan bir adres yazın.', en: 'Write an address starting with https://.' }));
      if (name && url) social.push({ network: name, url });
    });
  }
  if (typeof object.publicData !== 'boolean') errors.push(fieldError(locale, 'publicData', { tr: 'true ya da false olmalı.', en: 'Must be true or false.' }));
  if (errors.length > 0) throw new ApiError(400, errors);
  return { helpDesk: helpDesk!, social, publicData: object.publicData as boolean };
}
