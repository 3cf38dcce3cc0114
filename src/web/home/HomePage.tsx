import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reportListQuery } from '../api/appApi';
import { useLocale } from '../i18n/useLocale';
import { Link } from '../router/Link';
import { reportPath } from '../router/matchRoute';
import { ErrorNotice } from '../shell/ErrorNotice';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { groupReports } from './groupReports';
import { useMenuSegmentLabel } from './useMenuSegmentLabel';

export function HomePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const segmentLabel = useMenuSegmentLabel();
  const reports = useQuery(reportListQuery());
  useDocumentTitle(t('home.title'));

  return (
    <div className="home">
      <header className="page-header">
        <h1>{t('home.title')}</h1>
        <p className="page-lead">{t('home.intro')}</p>
      </header>
      {reports.isPending && <p className="status" role="status">{t('home.loading')}</p>}
      {reports.isError && <ErrorNotice error={reports.error} onRetry={() => void reports.refetch()} />}
      {reports.data?.length === 0 && <p className="status">{t('home.empty')}</p>}
      {reports.data && reports.data.length > 0 && (
        <div className="report-groups">
          {groupReports(reports.data).map((group) => {
            const headingId = `group-${group.parent.replace(/\//g, '-')}`;
            const last = group.segments[group.segments.length - 1] ?? group.parent;
            return (
              <section key={group.parent} className="report-group" aria-labelledby={headingId}>
                <p className="report-group-path">{group.segments.slice(0, -1).map(segmentLabel).join(' › ')}</p>
                <h2 id={headingId}>{segmentLabel(last)}</h2>
                <ul>
                  {group.reports.map((report) => (
                    <li key={report.id}>
                      <Link href={reportPath(report.id)}>{report.title[locale]}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
