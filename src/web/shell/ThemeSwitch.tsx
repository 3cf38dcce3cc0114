import { useTranslation } from '../i18n/useTranslation';
import { useTheme } from '../theme/useTheme';

export function ThemeSwitch() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('settings.switchToDark') : t('settings.switchToLight');
  return (
    <button type="button" className="icon-button" aria-label={label} title={label} onClick={() => setTheme(next)}>
      <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
      <span className="icon-button-text">{next === 'dark' ? t('settings.themeDark') : t('settings.themeLight')}</span>
    </button>
  );
}
