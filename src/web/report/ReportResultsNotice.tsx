// The results area when there are no rows to show: a range not yet published says when its data comes
// (from the descriptor's schedule); otherwise there is no data for this view.
import { useTranslation } from '../i18n/useTranslation';
import { useLocale } from '../i18n/useLocale';
import { describeWallTime } from './publication/describeWallTime';

export function ReportResultsNotice({ pendingAt, now }: { pendingAt: string | null; now: Date }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (pendingAt) {
    return (
      <div className="notice notice-info results-notice" role="status">
        <p className="notice-title">{t('report.pendingTitle')}</p>
        <p>{t('report.pending', { when: `${describeWallTime(pendingAt, now, locale, t)} (UTC+3)` })}</p>
      </div>
    );
  }
  return (
    <div className="notice results-notice" role="status">
      <p className="notice-title">{t('report.noDataTitle')}</p>
      <p>{t('report.noData')}</p>
    </div>
  );
}
