// A component's texts in the interface language: i18next's `t` fixed to the current language, and a new render
// when the language changes. The app's own hook in place of react-i18next's, which copied the i18next instance
// for every component as it mounted: on a cold report page that copying was a tenth of the script time, and the
// library another chunk to download.
import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

const currentLanguage = () => i18n.language;

/** One `t` per language, so that a component's `t` is the same function from one render to the next. */
const fixedByLanguage = new Map<string, TFunction>();

export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  let t = fixedByLanguage.get(language);
  if (!t) {
    t = i18n.getFixedT(language);
    fixedByLanguage.set(language, t);
  }
  return { t, i18n };
}
