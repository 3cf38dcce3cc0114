// What the first HTML shows before the app's code has run: the header bar with the platform's name and, on a report
// page, the report's title and description (on the home page, its heading), in both languages (the stylesheet shows the one <html lang> names; the
// page's first script sets it from the reader's saved choice before the first paint). The reader sees the page's
// frame and what it is about at once instead of a blank screen while the code arrives, most of all on a slow
// phone. The app replaces all of it with its own first render (React clears the root element), with the same
// classes, so nothing jumps. Text only, every piece escaped; nothing here is interactive.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import type { Locale } from '../../engine/locale/locale';
import { homeHeadings } from '../../engine/home/homeHeading';

type Texts = Readonly<Record<Locale, string>>;

/**
 * A page's heading as the app draws it: a report's (web/report/ReportHeader.tsx, the administrator's description
 * first) or the home page's (web/home/HomePage.tsx).
 */
export interface PrerenderedPage { kind: 'report' | 'home'; title: Texts; description: Texts }

/** The home page's heading: the report index's for a reader of the data, the welcome for anyone else. */
export function homePageTexts(readsData: boolean): PrerenderedPage {
  const heading = homeHeadings[readsData ? 'member' : 'visitor'];
  return { kind: 'home', title: heading.title, description: heading.intro };
}

/** `menuLabels`: the page's menu entry's labels, which an administrator may have renamed (the title shown then). */
export function reportPageTexts(descriptor: ReportDescriptor, settings: { descriptionTr?: string | null; descriptionEn?: string | null } | undefined, menuLabels?: { labelTr: string; labelEn: string }): PrerenderedPage {
  const described = (admin: string | null | undefined, own: string) => (admin?.trim() ? admin : own);
  return {
    kind: 'report',
    title: { tr: menuLabels?.labelTr || descriptor.title.tr, en: menuLabels?.labelEn || descriptor.title.en },
    description: { tr: described(settings?.descriptionTr, descriptor.description.tr), en: described(settings?.descriptionEn, descriptor.description.en) },
  };
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Both languages' text, each shown only under its own <html lang>. */
const bothLanguages = (texts: Texts) => (['tr', 'en'] as const).map((l) => `<span lang="${l}" data-prerender-lang="${l}">${escapeHtml(texts[l])}</span>`).join('');

export function prerenderedShell(page?: PrerenderedPage): string {
  const header = '<header class="app-header"><div class="app-header-inner"><a class="brand" href="/home"><span class="brand-mark" aria-hidden="true"></span><span class="brand-name">Şeffaflık</span></a></div></header>';
  const heading = (className: string) => `<header class="${className}"><h1>${bothLanguages(page!.title)}</h1><p class="page-lead">${bothLanguages(page!.description)}</p></header>`;
  const main = !page ? '' : page.kind === 'home' ? `<div class="home">${heading('page-header')}</div>` : heading('page-header report-header');
  return `${header}<div class="app-body"><main class="app-main">${main}</main></div>`;
}
