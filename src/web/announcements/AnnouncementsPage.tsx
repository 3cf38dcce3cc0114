// The Announcements page: what the platform's administrators have published, newest first; sticky ones marked,
// workshops marked with their day, hours (Istanbul time) and place.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/useTranslation';
import { formatDateTime } from '../../engine/format/formatDateTime';
import { useLocale } from '../i18n/useLocale';
import { useLiveNow } from '../home/live/useLiveNow';
import { ErrorNotice } from '../shell/ErrorNotice';
import { PageHeader } from '../shell/PageHeader';
import { AnnouncementText } from './AnnouncementText';
import { announcementsQuery } from './announcementsQuery';
import { WorkshopEvent } from './WorkshopEvent';

export function AnnouncementsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useLiveNow().getTime();
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
                {a.kind === 'workshop' && <span className="announcement-kind">{t('workshops.kind')}</span>}
                {a.kind === 'workshop' && a.endsAt !== null && Date.parse(a.endsAt) <= now && <span className="announcement-pinned">{t('workshops.ended')}</span>}
              </h2>
              <p className="announcement-date"><time dateTime={a.publishedAt}>{formatDateTime(a.publishedAt, locale)}</time></p>
              {a.kind === 'workshop' && (
                <>
                  <WorkshopEvent workshop={a} />
                  <p className="announcement-date">{t('workshops.timeZone')}</p>
                </>
              )}
              <AnnouncementText text={locale === 'tr' ? a.bodyTr : a.bodyEn} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
