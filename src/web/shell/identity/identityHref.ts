// Addresses of the server-rendered identity pages (outside the app): they take the interface language and
// theme, and the path to come back to, so the round trip keeps the reader where they were.
import type { ThemeName } from '../../../engine/charts/chartType';
import type { Locale } from '../../../engine/locale/locale';

export type IdentityPage = 'sign-in' | 'sign-out' | 'membership-request' | 'password' | 'profile' | 'admin/sign-in' | 'admin/sign-out';

/** `theme` is the app's theme (light/dark); the pages receive the platform's theme names. */
export function identityHref(page: IdentityPage, options: { returnTo: string; locale: Locale; theme: ThemeName }): string {
  const params = new URLSearchParams({ return: options.returnTo, lang: options.locale, theme: `default-${options.theme}` });
  return `/auth/${page}?${params.toString()}`;
}

/** The path and query of the page being shown, for `returnTo`. */
export function currentReturnPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** An identity page address (`/auth/...`) with the language and theme added; any other address as it is. */
export function withIdentityPreferences(href: string, locale: Locale, theme: ThemeName): string {
  if (!href.startsWith('/auth/')) return href;
  const [path = '', query = ''] = href.split('?');
  const params = new URLSearchParams(query);
  params.set('lang', locale);
  params.set('theme', `default-${theme}`);
  return `${path}?${params.toString()}`;
}
