// The overview's cards: requests waiting (count, newest, link), today's web-service use, what each publication
// made public last, the newest revisions and audit records; each card links to its screen.
import { useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE } from '../../../engine/menu/fixedMenuIds';
import { formatDateTime } from '../../../engine/format/formatDateTime';
import { formatNumber } from '../../../engine/format/formatNumber';
import { useLocale } from '../../i18n/useLocale';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../router/Link';
import { adminScreenHref } from '../adminMenuLeaves';
import { fetchOverview } from './overviewApi';
import './oversight.css';


export function AdminOverviewPanels() {
  const { t } = useTranslation();
  const locale = useLocale();
  const overview = useQuery({ queryKey: ['admin', 'overview'], queryFn: ({ signal }) => fetchOverview(signal) });
  const n = (value: number) => formatNumber(value, locale, { decimals: 0 });
  const time = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, locale)}</time>;

  if (overview.isPending) return <p className="status" role="status">{t('adminOversight.loading')}</p>;
  if (overview.isError) {
    return (
      <p className="status" role="alert">
        {t('adminOversight.loadFailed')} <button type="button" className="button button-small" onClick={() => void overview.refetch()}>{t('adminOversight.retry')}</button>
      </p>
    );
  }
  const { membership, usageToday, publication, revisions, audit, generatedAt } = overview.data;
  return (
    <>
      <p className="muted">{t('adminOversight.home.generatedAt', { time: formatDateTime(generatedAt, locale) })}</p>
      <div className="admin-oversight-cards">
        <section className="admin-oversight-card" aria-labelledby="overview-membership">
          <h2 id="overview-membership">{t('adminOversight.home.membershipTitle')}</h2>
          <p className="admin-oversight-big" data-testid="pending-requests">
            {membership.pending === 0 ? t('adminOversight.home.noPending') : t('adminOversight.home.pending', { count: membership.pending })}
          </p>
          {membership.newest.length > 0 && (
            <ul>
              {membership.newest.map((r) => <li key={r.id}>{r.name} · {r.organization} · {time(r.createdAt)}</li>)}
            </ul>
          )}
          <Link href={adminScreenHref(ADMIN_PAGE.membershipRequests)}>{t('adminOversight.home.openMembership')}</Link>
        </section>
        <section className="admin-oversight-card" aria-labelledby="overview-usage">
          <h2 id="overview-usage">{t('adminOversight.home.usageTitle')}</h2>
          <dl className="admin-oversight-figures">
            <div><dt>{t('adminOversight.home.calls')}</dt><dd>{n(usageToday.calls)}</dd></div>
            <div><dt>{t('adminOversight.home.users')}</dt><dd>{n(usageToday.users)}</dd></div>
            <div><dt>{t('adminOversight.home.errors')}</dt><dd>{n(usageToday.clientError + usageToday.serverError)}</dd></div>
            <div><dt>{t('adminOversight.home.refused')}</dt><dd>{n(usageToday.refused)}</dd></div>
          </dl>
          <Link href={adminScreenHref(ADMIN_PAGE.statisticsReports)}>{t('adminOversight.home.openStatistics')}</Link>
        </section>
        <section className="admin-oversight-card" aria-labelledby="overview-publication">
          <h2 id="overview-publication">{t('adminOversight.home.publicationTitle')}</h2>
          <ul>
            {publication.map((p) => <li key={p.topic}>{t(`adminOversight.home.topics.${p.topic}`, { defaultValue: p.topic })}: {time(p.publishedAt)}</li>)}
          </ul>
        </section>
        <section className="admin-oversight-card" aria-labelledby="overview-revisions">
          <h2 id="overview-revisions">{t('adminOversight.home.revisionsTitle')}</h2>
          {revisions.length === 0 ? <p className="muted">{t('adminOversight.home.noRevisions')}</p> : (
            <ul>
              {revisions.map((r) => <li key={r.id}><code>{r.dataset}</code> · {time(r.revisedAt)} · {r.reason}</li>)}
            </ul>
          )}
          <Link href={adminScreenHref(ADMIN_PAGE.revisions)}>{t('adminOversight.home.openRevisions')}</Link>
        </section>
        <section className="admin-oversight-card" aria-labelledby="overview-audit">
          <h2 id="overview-audit">{t('adminOversight.home.auditTitle')}</h2>
          {audit.length === 0 ? <p className="muted">{t('adminOversight.home.noAudit')}</p> : (
            <ul>
              {audit.map((e) => <li key={e.id}>{time(e.at)} · {e.email} · <code>{e.action}</code></li>)}
            </ul>
          )}
          <Link href={adminScreenHref(ADMIN_PAGE.auditLog)}>{t('adminOversight.home.openAudit')}</Link>
        </section>
      </div>
    </>
  );
}
