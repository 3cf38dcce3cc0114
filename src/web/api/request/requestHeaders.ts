// Headers every request carries: the interface language decides the language of the server's messages
// and export files.
import { LOCALE_TAGS, isLocale } from '../../../engine/locale/locale';
import { i18n } from '../../i18n/i18n';

export function requestHeaders(accept: string, contentType?: string): Record<string, string> {
  const locale = isLocale(i18n.language) ? i18n.language : 'tr';
  return {
    Accept: accept,
    'Accept-Language': LOCALE_TAGS[locale],
    ...(contentType ? { 'Content-Type': contentType } : {}),
  };
}
