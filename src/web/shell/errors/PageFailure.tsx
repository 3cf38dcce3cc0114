// What a page shows instead of itself when it failed: for code that did not load (after loadChunk's retries)
// an explanation and a reload; for any other error its name and message, and a way to try again.
import { useTranslation } from '../../i18n/useTranslation';
import { ChunkLoadError } from '../../router/chunks/loadChunk';

export function PageFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const chunk = error instanceof ChunkLoadError;
  const name = error instanceof Error ? error.name : t('request.errorName');
  const message = error instanceof Error ? error.message : String(error);
  return (
    <section className="notice notice-error page-failure" role="alert">
      <h1 className="notice-title">{t(chunk ? 'request.chunkFailed' : 'request.pageFailed')}</h1>
      <p>{chunk ? t('request.chunkFailedText', { attempts: error.attempts }) : t('request.pageFailedText')}</p>
      <p className="page-failure-detail"><code>{name}: {message}</code></p>
      <div className="page-failure-actions">
        {!chunk && <button type="button" className="button button-primary" onClick={onRetry}>{t('request.tryAgain')}</button>}
        <button type="button" className={chunk ? 'button button-primary' : 'button'} onClick={() => window.location.reload()}>{t('request.reload')}</button>
      </div>
    </section>
  );
}
