import { useTranslation } from 'react-i18next';
import { Link } from '../router/Link';
import { useDocumentTitle } from '../shell/useDocumentTitle';

export function NotFoundPage({ message }: { message?: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{message ?? t('notFound.text')}</p>
      <p>
        <Link href="/">{t('notFound.home')}</Link>
      </p>
    </div>
  );
}
