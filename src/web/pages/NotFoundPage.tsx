import { useTranslation } from 'react-i18next';
import { Link } from '../router/Link';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { MemberLinks } from './MemberLinks';

interface NotFoundPageProps {
  /** A signed-out reader may have followed a link to a members-only page: they are offered the sign-in. */
  signedIn: boolean;
  message?: string;
}

export function NotFoundPage({ signedIn, message }: NotFoundPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.notFound.title'));
  return (
    <div className="content-page">
      <header className="page-header">
        <h1>{t('pages.notFound.title')}</h1>
        <p className="page-lead">{message ?? t('pages.notFound.text')}</p>
      </header>
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
