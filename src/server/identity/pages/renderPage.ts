// The frame of every identity page: header with the platform's name and a language switch, one card, no
// script. The page follows the theme the app passed (cookie), else the system's preference.
import type { Locale } from '../../../engine/locale/locale';
import { identityWords } from './identityText';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface PageFrame {
  locale: Locale;
  theme: string | undefined;
  title: string;
  /** The same page in the other language. */
  otherLanguageHref: string;
  body: string;
  wide?: boolean;
}

export function renderPage(frame: PageFrame): string {
  const w = (key: Parameters<typeof identityWords>[1]) => escapeHtml(identityWords(frame.locale, key));
  const theme = frame.theme === 'default-dark' || frame.theme === 'default-light' ? ` data-theme="${frame.theme}"` : '';
  return `<!doctype html>
<html lang="${frame.locale}"${theme}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(frame.title)} · ${w('platform')}</title>
<link rel="stylesheet" href="/auth/identity.css">
</head>
<body>
<header class="id-header"><div class="id-header-inner">
<a class="id-brand" href="/"><strong>${w('platform')}</strong><span>${w('tagline')}</span></a>
<a href="${escapeHtml(frame.otherLanguageHref)}" lang="${frame.locale === 'tr' ? 'en' : 'tr'}">${w('otherLanguage')}</a>
</div></header>
<main class="id-main${frame.wide ? ' wide' : ''}"><div class="id-card">
<h1>${escapeHtml(frame.title)}</h1>
${frame.body}
</div></main>
<footer class="id-footer"><a href="/">${w('backToPlatform')}</a></footer>
</body>
</html>`;
}
