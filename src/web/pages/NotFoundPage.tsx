import { useTranslation } from '../i18n/useTranslation';
import { Link } from '../router/Link';
import { PageHeader } from '../shell/PageHeader';
import { MemberLinks } from './MemberLinks';

interface NotFoundPageProps {
  /** A signed-out reader may have followed a link to a members-only page: they are offered the sign-in. */
  signedIn: boolean;
  message?: string;
}

export function NotFoundPage({ signedIn, message }: NotFoundPageProps) {
  const { t } = useTranslation();
  return (
    <div className="content-page">
      <PageHeader title={t('pages.notFound.title')} lead={message ?? t('pages.notFound.text')} />
      {!signedIn && (
        <section className="content-section" aria-labelledby="not-found-members">
          <h2 id="not-found-members">{t('pages.notFound.membersTitle')}</h2>
          <p>{t('pages.notFound.membersText')}</p>
          <MemberLinks />
        </section>
      )}
      <p>
        <Link href="/">{t('pages.home')}</Link>
      </p>
    </div>
  );
}
