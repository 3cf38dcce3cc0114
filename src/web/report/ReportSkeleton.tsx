// What the results area shows while the first answer of a view is on its way: the shapes of the summary,
// chart and table, so the page does not jump when the data arrives.
import { useTranslation } from '../i18n/useTranslation';

export function ReportSkeleton({ chart }: { chart: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="report-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t('report.skeleton')}</span>
      <div className="panel skeleton-block skeleton-summary" aria-hidden="true" />
      {chart && <div className="panel skeleton-block skeleton-chart" aria-hidden="true" />}
      <div className="panel skeleton-table" aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="skeleton-line" />
        ))}
      </div>
    </div>
  );
}
