import { useTranslation } from '../../i18n/useTranslation';
import { LOCALES, type Locale } from '../../../engine/locale/locale';
import { changeLocale } from '../../i18n/i18n';
import { useLocale } from '../../i18n/useLocale';

// Each language is named in itself, so a reader who does not know the current one still finds theirs.
const NAMES: Record<Locale, string> = { tr: 'Türkçe', en: 'English' };

export function LanguageTab() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <fieldset className="settings-fieldset">
      <legend>{t('settings.languageLegend')}</legend>
      {LOCALES.map((option) => (
        <label key={option} className="settings-choice">
          <input type="radio" name="settings-language" value={option} checked={locale === option} onChange={() => changeLocale(option)} />
          <span lang={option}>{NAMES[option]}</span>
        </label>
      ))}
    </fieldset>
  );
}
