import { useTranslation } from './useTranslation';
import { isLocale, type Locale } from '../../engine/locale/locale';

/** The current interface language as the engine's Locale. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'tr';
}
