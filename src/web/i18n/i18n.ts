// One i18next instance for the app. The language is the user's saved choice, else Turkish (the
// platform's default); <html lang> follows it so screen readers pronounce the page correctly.
import i18next from 'i18next';
import { isLocale, type Locale } from '../../engine/locale/locale';
import { en } from './en';
import { featureTexts } from './featureTexts';
import { tr } from './tr';

const STORAGE_KEY = 'seffaflik.locale';

export function savedLocale(): Locale {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isLocale(saved) ? saved : 'tr';
  } catch {
    return 'tr';
  }
}

export const i18n = i18next.createInstance();

void i18n.init({
  resources: {
    tr: { translation: { ...tr, ...Object.fromEntries(Object.entries(featureTexts).map(([name, text]) => [name, text.tr])) } },
    en: { translation: { ...en, ...Object.fromEntries(Object.entries(featureTexts).map(([name, text]) => [name, text.en])) } },
  },
  lng: savedLocale(),
  fallbackLng: 'tr',
  supportedLngs: ['tr', 'en'],
  interpolation: { escapeValue: false },
  initAsync: false,
});

document.documentElement.lang = i18n.language;

export function changeLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private browsing may forbid storage; the choice then lasts for this page only.
  }
  document.documentElement.lang = locale;
  void i18n.changeLanguage(locale);
}
