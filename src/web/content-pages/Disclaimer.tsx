// The platform's disclaimer (informational data, reproducible with the source cited), from the server; shown in
// the footer of every page and on the about page. Nothing while it loads or when it cannot be read.
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../i18n/useLocale';
import { ContentHtml } from './ContentHtml';
import { contentQuery } from './contentQuery';
import './contentPages.css';

export function Disclaimer({ className }: { className?: string }) {
  const locale = useLocale();
  const disclaimer = useQuery(contentQuery('disclaimer'));
  if (!disclaimer.data) return null;
  return <ContentHtml className={className ?? 'content-disclaimer'} html={disclaimer.data.document.text[locale]} />;
}
