// "Add to my dashboard" on a report page's view bar: the report in its current view (filters, chart type, layout)
// goes into the first empty panel of the reader's saved dashboard, or a new panel below; a full dashboard is said.
// Small on purpose: it loads with the report page, not with the dashboard's chunk.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../i18n/useTranslation';
import { DASHBOARD_LIMITS } from '../../engine/dashboard/dashboardLayout';
import { useReportViewContext } from '../report/view/reportViewContext';
import { toViewSearch } from '../report/view/useReportView';
import { useAppMenu } from '../shell/session/useAppMenu';
import { dashboardQueryKey, loadDashboard, storeDashboard, type DashboardOwner } from './dashboardStorage';
import { placeReport, randomId, templateLayout } from './layoutTree';

type Outcome = 'added' | 'full';

export function AddToDashboardButton() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { descriptor, view, defaults } = useReportViewContext();
  const owner: DashboardOwner = useAppMenu().signedIn ? 'member' : 'visitor';
  const add = useMutation({
    mutationFn: async (): Promise<Outcome> => {
      const saved = await loadDashboard(owner);
      const root = saved?.root ?? templateLayout('one', randomId).root;
      const placed = placeReport(root, descriptor.id, toViewSearch(descriptor, view, defaults).replace(/^\?/, ''), randomId);
      if (!placed) return 'full';
      await storeDashboard(owner, { root: placed });
      client.setQueryData(dashboardQueryKey(owner), { root: placed });
      return 'added';
    },
  });
  const status = add.isError
    ? t('dashboardButton.addFailed')
    : add.data === 'added'
      ? t('dashboardButton.addedToDashboard')
      : add.data === 'full'
        ? t('dashboardButton.dashboardFull', { max: DASHBOARD_LIMITS.maxPanels })
        : '';

  return (
    <>
      <button type="button" className="button button-small" disabled={add.isPending} onClick={() => add.mutate()}>
        {t('dashboardButton.addToDashboard')}
      </button>
      <p className="view-bar-status" role="status">{status}</p>
    </>
  );
}
