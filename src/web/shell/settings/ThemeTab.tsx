import { useTranslation } from '../../i18n/useTranslation';
import type { ThemeName } from '../../../engine/charts/chartType';
import { useTheme } from '../../theme/useTheme';

// Named as the platform stores them (default-light, default-dark).
const THEMES: { value: ThemeName; stored: string; labelKey: string }[] = [
  { value: 'light', stored: 'default-light', labelKey: 'settings.themeLight' },
  { value: 'dark', stored: 'default-dark', labelKey: 'settings.themeDark' },
];

export function ThemeTab() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  return (
    <fieldset className="settings-fieldset">
      <legend>{t('settings.themeLegend')}</legend>
      {THEMES.map((option) => (
        <label key={option.value} className="settings-choice">
          <input type="radio" name="settings-theme" value={option.stored} checked={theme === option.value} onChange={() => setTheme(option.value)} />
          <span className={`theme-swatch theme-swatch-${option.value}`} aria-hidden="true" />
          <span>{t(option.labelKey)}</span>
        </label>
      ))}
    </fieldset>
  );
}
