import { useTranslation } from 'react-i18next';
import { Link } from '../router/Link';
import { useDocumentTitle } from '../shell/useDocumentTitle';

/** A menu entry whose screen is not built yet: says so plainly rather than showing made-up content. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="content-page">
      <header className="page-header">
        <h1>{title}</h1>
        <p className="page-lead content-lead-strong">{t('pages.placeholder.lead')}</p>
      </header>
      <p>{t('pages.placeholder.text')}</p>
      <p>
        <Link href="/">{t('pages.home')}</Link>
      </p>
    </div>
  );
}
