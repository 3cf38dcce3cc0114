// A plant's page lists its notices under the chart: the same notices the chart shades, one row each, with the
// reason in the reader's language.
import { useTranslation } from '../../i18n/useTranslation';
import type { ChartNotice } from '../../../engine/charts/notices/chartNotice';
import { noticeReasonText } from '../../../engine/charts/notices/noticeReasons';
import { formatDateTime } from '../../../engine/format/formatDateTime';
import { formatNumber } from '../../../engine/format/formatNumber';
import { useLocale } from '../../i18n/useLocale';

export function NoticeTable({ notices }: { notices: readonly ChartNotice[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="notice-list">
      <h3 className="notice-list-title">{t('marketNotices.tableTitle')}</h3>
      {notices.length === 0 ? (
        <p className="chart-hint">{t('marketNotices.empty')}</p>
      ) : (
        <div className="notice-table-scroll">
          <table className="notice-table">
            <caption className="visually-hidden">{t('marketNotices.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('marketNotices.plant')}</th>
                <th scope="col">{t('marketNotices.unit')}</th>
                <th scope="col">{t('marketNotices.kind')}</th>
                <th scope="col">{t('marketNotices.start')}</th>
                <th scope="col">{t('marketNotices.end')}</th>
                <th scope="col" className="numeric">{t('marketNotices.capacityBefore')}</th>
                <th scope="col" className="numeric">{t('marketNotices.capacityDuring')}</th>
                <th scope="col">{t('marketNotices.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {notices.map((notice) => (
                <tr key={notice.id}>
                  <td>{notice.powerPlantName}</td>
                  <td>{notice.uevcbName}</td>
                  <td><span className={`notice-kind notice-kind-${notice.kind}`}>{t(`marketNotices.kind_${notice.kind}`)}</span></td>
                  <td>{formatDateTime(notice.start, locale)}</td>
                  <td>{formatDateTime(notice.end, locale)}</td>
                  <td className="numeric">{formatNumber(notice.capacityBefore, locale, { decimals: 1 })}</td>
                  <td className="numeric">{formatNumber(notice.capacityDuring, locale, { decimals: 1 })}</td>
                  <td>{noticeReasonText(notice.reason, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
