// What an administration list says while its call is under way or has failed (with a retry), in one place for
// the oversight screens (membership requests, revisions, audit log, statistics).
import { useTranslation } from '../i18n/useTranslation';

interface LoadingQuery { isPending: boolean; isError: boolean; refetch: () => unknown }

export function LoadStatus({ query }: { query: LoadingQuery }) {
  const { t } = useTranslation();
  if (query.isPending) return <p className="status" role="status">{t('adminOversight.loading')}</p>;
  if (!query.isError) return null;
  return (
    <p className="status" role="alert">
      {t('adminOversight.loadFailed')} <button type="button" className="button button-small" onClick={() => void query.refetch()}>{t('adminOversight.retry')}</button>
    </p>
  );
}
