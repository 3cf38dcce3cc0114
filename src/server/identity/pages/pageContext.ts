// What every identity page handler needs: the page's language and theme (query, else cookie, else the
// browser), the CSRF token of the form (double-submit: an HttpOnly SameSite=Strict cookie and a hidden
// field that must match), the safe return path, and the rendering of the page.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { isLocale, type Locale } from '../../../engine/locale/locale';
import { requestLocale } from '../../http/requestLocale';
import { CSRF_COOKIE, LANG_COOKIE, THEME_COOKIE, setCsrfCookie, setPreferenceCookie } from '../cookies';
import { safeReturnPath } from '../returnPath';
import { randomToken } from '../secretToken';
import { identityWords, type IdentityTextKey } from './identityText';
import { renderPage } from './renderPage';

export interface PageContext {
  locale: Locale;
  theme: string | undefined;
  csrf: string;
  returnTo: string;
  w(key: IdentityTextKey, values?: Record<string, string | number>): string;
  /** A path on the identity pages keeping the return path (and nothing else of the query). */
  link(path: string, extra?: Record<string, string>): string;
  send(status: number, title: string, body: string, options?: { wide?: boolean }): FastifyReply;
}

const THEMES = new Set(['default-light', 'default-dark']);

function queryValue(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

function bodyValue(request: FastifyRequest, name: string): string | undefined {
  const value = (request.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** The language and theme the query asks for, when they are known ones (what a detour must carry along). */
export function askedPreferences(request: FastifyRequest): { lang?: Locale; theme?: string } {
  const lang = queryValue(request, 'lang');
  const theme = queryValue(request, 'theme');
  return { ...(isLocale(lang) ? { lang } : {}), ...(theme && THEMES.has(theme) ? { theme } : {}) };
}

export function pageContext(request: FastifyRequest, reply: FastifyReply, defaultReturn = '/'): PageContext {
  const asked = queryValue(request, 'lang');
  const locale: Locale = isLocale(asked) ? asked : isLocale(request.cookies[LANG_COOKIE]) ? (request.cookies[LANG_COOKIE] as Locale) : requestLocale(request);
  if (isLocale(asked) && asked !== request.cookies[LANG_COOKIE]) setPreferenceCookie(request, reply, LANG_COOKIE, asked);
  const askedTheme = queryValue(request, 'theme');
  const theme = askedTheme && THEMES.has(askedTheme) ? askedTheme : THEMES.has(request.cookies[THEME_COOKIE] ?? '') ? request.cookies[THEME_COOKIE] : undefined;
  if (askedTheme && THEMES.has(askedTheme) && askedTheme !== request.cookies[THEME_COOKIE]) setPreferenceCookie(request, reply, THEME_COOKIE, askedTheme);
  let csrf = request.cookies[CSRF_COOKIE];
  if (!csrf || csrf.length < 20) {
    csrf = randomToken();
    setCsrfCookie(request, reply, csrf);
  }
  const returnTo = safeReturnPath(bodyValue(request, 'return') ?? queryValue(request, 'return'), defaultReturn);
  const w = (key: IdentityTextKey, values?: Record<string, string | number>) => identityWords(locale, key, values);
  const link = (path: string, extra: Record<string, string> = {}) => {
    const params = new URLSearchParams({ ...(returnTo !== defaultReturn ? { return: returnTo } : {}), ...extra });
    const text = params.toString();
    return text ? `${path}?${text}` : path;
  };
  const path = request.url.split('?')[0]!;
  return {
    locale, theme, csrf, returnTo, w, link,
    send(status, title, body, options = {}) {
      const other = locale === 'tr' ? 'en' : 'tr';
      const keep = new URLSearchParams(request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '');
      keep.set('lang', other);
      return reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
        .header('x-frame-options', 'DENY')
        .header('referrer-policy', 'same-origin')
        .send(renderPage({ locale, theme, title, body, otherLanguageHref: `${path}?${keep.toString()}`, ...(options.wide ? { wide: true } : {}) }));
    },
  };
}

/** The posted form's CSRF field matches the cookie. */
export function csrfValid(request: FastifyRequest): boolean {
  const cookie = request.cookies[CSRF_COOKIE];
  const posted = bodyValue(request, '_csrf');
  if (!cookie || !posted) return false;
  // Compared as bytes: a forged cookie of non-ASCII characters has as many characters as the field, not as many bytes.
  const [expected, actual] = [Buffer.from(cookie), Buffer.from(posted)];
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A posted text field, trimmed (passwords are not trimmed). */
export function posted(request: FastifyRequest, name: string, trim = true): string {
  const value = bodyValue(request, name) ?? '';
  return trim ? value.trim() : value;
}
