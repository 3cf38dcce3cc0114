// The Announcements page: what the platform's administrators have published, newest first; sticky ones marked.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../engine/format/formatDateTime';
import { useLocale } from '../i18n/useLocale';
import { ErrorNotice } from '../shell/ErrorNotice';
import { PageHeader } from '../shell/PageHeader';
import { AnnouncementText } from './AnnouncementText';
import { announcementsQuery } from './announcementsQuery';

export function AnnouncementsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, error, isPending, refetch } = useQuery(announcementsQuery());
  return (
    <div className="content-page">
      <PageHeader title={t('announcements.title')} lead={t('announcements.lead')} />
      {isPending && <p className="status" role="status">{t('status.loading')}</p>}
      {error && <ErrorNotice error={error} onRetry={() => void refetch()} />}
      {data?.length === 0 && <p className="status">{t('announcements.none')}</p>}
      {data && data.length > 0 && (
        <ol className="announcement-list">
          {data.map((a) => (
            <li key={a.id} id={`announcement-${a.id}`} className="announcement-card">
              <h2>
                {locale === 'tr' ? a.titleTr : a.titleEn}
                {a.sticky && <span className="announcement-pinned">{t('announcements.pinned')}</span>}
              </h2>
              <p className="announcement-date"><time dateTime={a.publishedAt}>{formatDateTime(a.publishedAt, locale)}</time></p>
              <AnnouncementText text={locale === 'tr' ? a.bodyTr : a.bodyEn} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
