import { useTranslation } from '../i18n/useTranslation';
import { LOCALES, type Locale } from '../../engine/locale/locale';
import { changeLocale } from '../i18n/i18n';
import { useLocale } from '../i18n/useLocale';

// Each language is named in itself, so a reader who does not know the current one still finds theirs.
const names: Record<Locale, { short: string; full: string }> = {
  tr: { short: 'TR', full: 'Türkçe' },
  en: { short: 'EN', full: 'English' },
};

export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="segmented" role="group" aria-label={t('settings.language')}>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          title={names[option].full}
          onClick={() => changeLocale(option)}
        >
          {/* The visible code stays part of the accessible name (WCAG 2.5.3), the full name follows it. */}
          {names[option].short}
          <span className="visually-hidden"> – {names[option].full}</span>
        </button>
      ))}
    </div>
  );
}
