// Feature texts that only some screens read travel with those screens instead of with the first page's code: a
// group is fetched once, before the first of its screens renders (router/RouteView.tsx), and merged into the one
// translation resource. The first page of the platform (the shell, home, a report) carries only featureTexts.ts;
// a part of the first page that opens later (the settings dialog) fetches its group when it opens.
import type { FeatureText } from './featureTexts';
import { i18n } from './i18n';

export const TEXT_GROUPS = {
  /** The administration screens (and their home). */
  admin: () => import('./groups/adminTexts').then((m) => m.adminTexts),
  /** The documentation and content pages: about, FAQ, guides, the regulator's list, bulletins. */
  documents: () => import('./groups/documentTexts').then((m) => m.documentTexts),
  /** A member's settings dialog (exports, alerts, defaults, limits) and the administration screens behind them. */
  memberSettings: () => import('./groups/memberSettingsTexts').then((m) => m.memberSettingsTexts),
  /** The personal dashboard's pages. */
  dashboard: () => import('./groups/dashboardTexts').then((m) => m.dashboardTexts),
} satisfies Record<string, () => Promise<Record<string, FeatureText>>>;

export type TextGroup = keyof typeof TEXT_GROUPS;

/** Merges feature texts into the translation resource, each under its feature's name. */
export function addFeatureTexts(texts: Readonly<Record<string, FeatureText>>): void {
  for (const [name, text] of Object.entries(texts)) {
    i18n.addResourceBundle('tr', 'translation', { [name]: text.tr }, true, true);
    i18n.addResourceBundle('en', 'translation', { [name]: text.en }, true, true);
  }
}

const loaded = new Map<TextGroup, Promise<void>>();

export function loadTextGroup(group: TextGroup): Promise<void> {
  let done = loaded.get(group);
  if (!done) {
    done = TEXT_GROUPS[group]().then(addFeatureTexts);
    // A failed fetch (a new deployment, a lost connection) is tried again by the next screen that needs it.
    done.catch(() => loaded.delete(group));
    loaded.set(group, done);
  }
  return done;
}

/** A screen's code and the texts it reads, fetched side by side; resolves with the code once all are in. */
export function withTexts<T>(groups: readonly TextGroup[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), ...groups.map(loadTextGroup)]).then(([code]) => code);
}
