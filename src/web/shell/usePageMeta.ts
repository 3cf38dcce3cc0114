// The page's meta description and keywords (search engines, link previews): the page's own, else the
// platform's default text in the interface language, which administrators edit (src/server/content-pages; the
// first HTML carries it, so the query is answered before the first render).
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { contentQuery } from '../content-pages/contentQuery';
import { useLocale } from '../i18n/useLocale';

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
  const locale = useLocale();
  const meta = useQuery(contentQuery('meta')).data?.document;
  const text = description?.trim() || meta?.description[locale];
  const words = keywords?.trim() || meta?.keywords[locale];
  useEffect(() => {
    if (text) setMeta('description', text);
    if (words) setMeta('keywords', words);
  }, [text, words]);
}
