// "Whole dashboard (zip)" in the dashboard's toolbar: every panel's files in a folder of its own, one zip.
import type { DashboardNode } from '../../engine/dashboard/dashboardLayout';
import { useTranslation } from '../i18n/useTranslation';
import { ErrorNotice } from '../shell/ErrorNotice';
import { useAppMenu } from '../shell/session/useAppMenu';
import { useZipDownload } from './useZipDownload';

export function DashboardBundleButton({ root }: { root: DashboardNode | null }) {
  const { t } = useTranslation();
  const menu = useAppMenu();
  const { download, status } = useZipDownload(async (context) => {
    if (!root) throw new Error(t('pageBundle.noPanels'));
    const { downloadDashboardBundle } = await import('./downloadDashboardBundle');
    const reportHref = (reportId: string) => {
      const pageId = menu.pageIdByReportId.get(reportId);
      return pageId === undefined ? undefined : (menu.index.byId.get(String(pageId))?.node.urlEn ?? undefined);
    };
    return downloadDashboardBundle({ root, reportHref, link: window.location.href }, context);
  });
  if (!root || !menu.readsData) return null;
  return (
    <span className="dashboard-bundle">
      <button type="button" className="button button-small" disabled={download.isPending} title={t('pageBundle.dashboardHint')} aria-describedby="dashboard-bundle-status" onClick={() => download.mutate()}>
        <span aria-hidden="true">↓ </span>
        {t('pageBundle.dashboardButton')}
      </button>
      <span id="dashboard-bundle-status" className="dashboard-count" role="status" aria-live="polite">{status}</span>
      {download.isError && <ErrorNotice brief title={t('pageBundle.failed')} error={download.error} />}
    </span>
  );
}
