import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/ApiError';

interface ErrorNoticeProps {
  error: unknown;
  title?: string;
  onRetry?: () => void;
}

/** The server's own messages for an error envelope; otherwise what failed, in words. */
export function ErrorNotice({ error, title, onRetry }: ErrorNoticeProps) {
  const { t } = useTranslation();
  const messages =
    error instanceof ApiError
      ? error.errors.length > 0
        ? error.errors.map((e) => e.errorMessage)
        : [error.isNetworkError ? t('status.networkError') : t('status.httpError', { status: error.status })]
      : [t('status.error')];
  return (
    <div className="notice notice-error" role="alert">
      <p className="notice-title">{title ?? t('status.error')}</p>
      <ul>
        {messages.map((message, i) => (
          <li key={i}>{message}</li>
        ))}
      </ul>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('status.retry')}
        </button>
      )}
    </div>
  );
}
