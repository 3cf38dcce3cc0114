// What a content page shows while its document loads or when it could not be read.
import { useTranslation } from '../i18n/useTranslation';

export function ContentStatus({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!failed) return <p className="status" role="status">{t('contentPages.public.loading')}</p>;
  return (
    <p className="status" role="alert">
      {t('contentPages.public.failed')}{' '}
      <button type="button" className="button button-small" onClick={onRetry}>{t('contentPages.public.retry')}</button>
    </p>
  );
}
