// The inline state of a part of a page that failed: labelled for what happened (offline, server out of
// reach, server error, refused, not accepted), the server's own messages when it sent some, and a retry.
import { useTranslation } from '../i18n/useTranslation';
import { ApiError } from '../api/ApiError';
import { failureKind } from './errors/failureKind';

interface ErrorNoticeProps {
  error: unknown;
  title?: string;
  onRetry?: () => void;
  /** A sentence shown first, e.g. that the last good view is still on screen. */
  lead?: string;
  /** The error modal already shows the server's messages: only the kind, the lead and the retry here. */
  brief?: boolean;
}

export function ErrorNotice({ error, title, onRetry, lead, brief = false }: ErrorNoticeProps) {
  const { t } = useTranslation();
  const kind = failureKind(error, typeof navigator === 'undefined' || navigator.onLine);
  const messages =
    error instanceof ApiError && error.errors.length > 0
      ? error.errors.map((e) => e.errorMessage)
      : [t(`status.failures.${kind}`, { status: error instanceof ApiError ? error.status : '' })];
  return (
    <div className="notice notice-error" role="alert" data-failure={kind}>
      <p className="notice-title">{title ?? t(`status.failureTitles.${kind}`)}</p>
      {lead && <p>{lead}</p>}
      {!brief && <ul>
        {messages.map((message, i) => (
          <li key={i}>{message}</li>
        ))}
      </ul>}
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('status.retry')}
        </button>
      )}
    </div>
  );
}
