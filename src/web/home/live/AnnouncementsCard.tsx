// The platform's announcements on the home page: important ones first, then the newest, a page at a time (the
// page is remembered in this browser). Opening one shows its text and counts the reader once.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { formatDateTime } from '../../../engine/format/formatDateTime';
import { formatNumber } from '../../../engine/format/formatNumber';
import { AnnouncementText } from '../../announcements/AnnouncementText';
import { announcementsQuery, type Announcement } from '../../announcements/announcementsQuery';
import { countView } from '../../announcements/countedViews';
import { useLocale } from '../../i18n/useLocale';
import { Link } from '../../router/Link';
import { readRememberedPage, rememberPage } from './rememberedPage';
import { useScreenDefaults } from '../../screenDefaults/screenDefaultsStore';

/** Announcements per page of the card. */
export const ANNOUNCEMENTS_PER_PAGE = 4;

/** Important ones first, newest first within each. */
function ordered(items: readonly Announcement[]): Announcement[] {
  return [...items].sort((a, b) => Number(b.importance === 'important') - Number(a.importance === 'important') || b.publishedAt.localeCompare(a.publishedAt));
}

export function AnnouncementsCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const query = useQuery(announcementsQuery());
  const [page, setPage] = useState(readRememberedPage);
  const items = ordered(query.data ?? []);
  // A page's length is the platform's choice (admin screen 9016); ANNOUNCEMENTS_PER_PAGE is its built-in default.
  const perPage = useScreenDefaults().homeAnnouncementsPerPage;
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const shown = Math.min(page, pages);
  const go = (next: number) => { setPage(next); rememberPage(next); };
  const open = (a: Announcement) => {
    void countView(a.id).then((viewCount) => {
      if (viewCount === undefined) return;
      client.setQueryData(announcementsQuery().queryKey, (old: Announcement[] | undefined) => old?.map((x) => (x.id === a.id ? { ...x, viewCount } : x)));
    }).catch(() => { /* a lost count is not worth an error on the home page */ });
  };
  return (
    <section className="live-card live-card-wide" aria-labelledby="live-announcements">
      <h2 id="live-announcements">{t('live.announcements.title')}</h2>
      {query.isPending ? (
        <p className="status">{t('live.loading')}</p>
      ) : query.isError ? (
        <p className="status">{t('live.failed')} <button type="button" className="button-link" onClick={() => void query.refetch()}>{t('live.retry')}</button></p>
      ) : items.length === 0 ? (
        <p className="status">{t('announcements.none')}</p>
      ) : (
        <ul className="live-announcements">
          {items.slice((shown - 1) * perPage, shown * perPage).map((a) => (
            <li key={a.id}>
              <details onToggle={(event) => { if (event.currentTarget.open) open(a); }}>
                <summary>
                  {a.importance === 'important' && <span className="badge badge-warning">{t('live.announcements.important')}</span>}
                  <span className="live-announcement-title">{locale === 'tr' ? a.titleTr : a.titleEn}</span>
                  <span className="live-message-meta">
                    <time dateTime={a.publishedAt}>{formatDateTime(a.publishedAt, locale)}</time> · <span>{t('live.announcements.views', { count: a.viewCount, formatted: formatNumber(a.viewCount, locale) })}</span>
                  </span>
                </summary>
                <AnnouncementText text={locale === 'tr' ? a.bodyTr : a.bodyEn} />
              </details>
            </li>
          ))}
        </ul>
      )}
      <div className="live-foot">
        {pages > 1 ? (
          <nav className="live-pager" aria-label={t('live.announcements.pages')}>
            <button type="button" className="button-link" disabled={shown <= 1} onClick={() => go(shown - 1)}>{t('live.announcements.newer')}</button>
            <span>{t('live.announcements.page', { page: shown, pages })}</span>
            <button type="button" className="button-link" disabled={shown >= pages} onClick={() => go(shown + 1)}>{t('live.announcements.older')}</button>
          </nav>
        ) : <span />}
        <Link href="/announcements">{t('live.announcements.all')}</Link>
      </div>
    </section>
  );
}
