import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Link } from '../router/Link';
import { PageHeader } from '../shell/PageHeader';
import { useIdentityHref } from './useIdentityHref';

// Each id names `pages.faq.<id>Q` and `pages.faq.<id>A`; the order is the order a newcomer asks them in.
const QUESTIONS = ['membership', 'ticket', 'unauthorized', 'tooMany', 'dates', 'export', 'favourites', 'languageTheme', 'official', 'account'] as const;

interface FaqPageProps {
  /** The app's address of the web-service guide; the ticket answer links to it when given. */
  guideHref?: string;
}

export function FaqPage({ guideHref }: FaqPageProps) {
  const { t } = useTranslation();
  const identityHref = useIdentityHref();

  // Where an answer leads somewhere, the link sits right under it.
  const links: Partial<Record<(typeof QUESTIONS)[number], ReactNode>> = {
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
      <div className="faq-list">
        {QUESTIONS.map((id) => (
          <details key={id} className="faq-item">
            <summary>{t(`pages.faq.${id}Q`)}</summary>
            <div className="faq-answer">
              <p>{t(`pages.faq.${id}A`)}</p>
              {links[id] && <p className="faq-links">{links[id]}</p>}
            </div>
          </details>
        ))}
      </div>
    </div>
  );
}
