import { useEffect } from 'react';
import { useTranslation } from '../i18n/useTranslation';

/** `<page> · Şeffaflık` in the tab and in screen readers' page announcements. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const name = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${name}` : name;
  }, [title, name]);
}
