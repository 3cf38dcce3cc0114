// The FAQ: questions and answers from the server (administrators edit them, src/web/admin/contentPages), each item
// with its own anchor (`#ticket` opens that answer). Where a seeded answer leads somewhere in the app, the link
// sits right under it, by the item's id.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ContentHtml } from '../content-pages/ContentHtml';
import { contentQuery } from '../content-pages/contentQuery';
import { ContentStatus } from '../content-pages/ContentStatus';
import { useLocale } from '../i18n/useLocale';
import { useTranslation } from '../i18n/useTranslation';
import { Link } from '../router/Link';
import { PageHeader } from '../shell/PageHeader';
import { useIdentityHref } from './useIdentityHref';

interface FaqPageProps {
  /** The app's address of the web-service guide; the ticket answer links to it when given. */
  guideHref?: string;
}

const currentHash = () => (typeof window === 'undefined' ? '' : decodeURIComponent(window.location.hash.slice(1)));

export function FaqPage({ guideHref }: FaqPageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const identityHref = useIdentityHref();
  const faq = useQuery(contentQuery('faq'));
  const [hash, setHash] = useState(currentHash);
  useEffect(() => {
    const onHash = () => setHash(currentHash());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  useEffect(() => {
    if (faq.data && hash) document.getElementById(hash)?.scrollIntoView({ block: 'start' });
  }, [faq.data, hash]);

  const links: Partial<Record<string, ReactNode>> = {
    membership: <a href={identityHref('membership-request')}>{t('pages.identity.requestMembership')}</a>,
    ticket: guideHref ? <Link href={guideHref}>{t('pages.faq.guideLink')}</Link> : null,
    account: (
      <>
        <a href={identityHref('password')}>{t('pages.faq.passwordLink')}</a>
        <a href={identityHref('profile')}>{t('pages.faq.profileLink')}</a>
      </>
    ),
  };

  return (
    <div className="content-page">
      <PageHeader title={t('pages.faq.title')} lead={t('pages.faq.lead')} />
      {faq.data ? (
        <div className="faq-list">
          {faq.data.document.items.map((item) => (
            <details key={item.id} id={item.id} className="faq-item" open={hash === item.id || undefined}>
              <summary>{item.question[locale]}</summary>
              <div className="faq-answer">
                <ContentHtml html={item.answer[locale]} />
                {links[item.id] && <p className="faq-links">{links[item.id]}</p>}
              </div>
            </details>
          ))}
        </div>
      ) : (
        <ContentStatus failed={faq.isError} onRetry={() => void faq.refetch()} />
      )}
    </div>
  );
}
