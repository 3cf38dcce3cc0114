// The page's meta description and keywords (search engines, link previews): the page's own, else the
// platform's default text in the interface language.
import { useEffect } from 'react';
import { useTranslation } from '../i18n/useTranslation';

function setMeta(name: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

export function usePageMeta({ description, keywords }: { description?: string | undefined; keywords?: string | undefined }): void {
  const { t } = useTranslation();
  const text = description?.trim() || t('app.metaDescription');
  const words = keywords?.trim() || t('app.metaKeywords');
  useEffect(() => {
    setMeta('description', text);
    setMeta('keywords', words);
  }, [text, words]);
}
