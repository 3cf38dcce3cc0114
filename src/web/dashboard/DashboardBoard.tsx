// The panels of a dashboard in one of its ways of showing: the whole tree (view and edit), one panel at a time
// with previous and next (single), or one panel over the whole window (full screen, left with Escape).
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { DASHBOARD_LIMITS, panelsOf, type DashboardNode, type DashboardPanel } from '../../engine/dashboard/dashboardLayout';
import { useAppMenu } from '../shell/session/useAppMenu';
import { DashboardPanelView } from './DashboardPanelView';
import { LayoutView } from './LayoutView';
import { canAddPanel, canMerge, mergePanel, randomId, splitPanel, updatePanel } from './layoutTree';

interface DashboardBoardProps {
  root: DashboardNode;
  editing: boolean;
  single: boolean;
  /** Absent: read-only (a shared dashboard). */
  onRoot?: (root: DashboardNode) => void;
}

export function DashboardBoard({ root, editing, single, onRoot }: DashboardBoardProps) {
  const { t } = useTranslation();
  const menu = useAppMenu();
  const [fullScreenId, setFullScreenId] = useState<string | null>(null);
  const [singleIndex, setSingleIndex] = useState(0);
  const panels = panelsOf(root);
  const fullScreen = fullScreenId ? panels.find((p) => p.id === fullScreenId) : undefined;

  useEffect(() => {
    if (!fullScreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullScreenId(null);
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('has-full-screen-panel');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('has-full-screen-panel');
    };
  }, [fullScreen]);

  const reportHref = (reportId: string) => {
    const pageId = menu.pageIdByReportId.get(reportId);
    return pageId === undefined ? undefined : (menu.index.byId.get(String(pageId))?.node.urlEn ?? undefined);
  };
  const limitMessage = t('dashboard.limitReached', { max: DASHBOARD_LIMITS.maxPanels });
  const renderPanel = (panel: DashboardPanel, asFullScreen = false) => (
    <DashboardPanelView
      key={panel.id}
      panel={panel}
      index={panels.indexOf(panel) + 1}
      editing={editing && !!onRoot}
      readsData={menu.readsData}
      fullScreen={asFullScreen}
      reportHref={reportHref}
      actions={{
        canSplit: canAddPanel(root),
        canMerge: canMerge(root, panel.id),
        limitMessage,
        onChange: (patch) => onRoot?.(updatePanel(root, panel.id, patch)),
        onSplit: (direction) => onRoot?.(splitPanel(root, panel.id, direction, randomId)),
        onMerge: () => onRoot?.(mergePanel(root, panel.id)),
        onFullScreen: (on) => setFullScreenId(on ? panel.id : null),
      }}
    />
  );

  if (fullScreen) return <div className="dashboard-full-screen" role="dialog" aria-modal="true" aria-label={t('dashboard.fullScreen')}>{renderPanel(fullScreen, true)}</div>;
  if (single && panels.length > 0) {
    const index = Math.min(singleIndex, panels.length - 1);
    return (
      <div className="dashboard-single">
        <nav className="dashboard-single-nav" aria-label={t('dashboard.modeSingle')}>
          <button type="button" className="button button-small" disabled={index === 0} onClick={() => setSingleIndex(index - 1)}>
            ‹ {t('dashboard.previous')}
          </button>
          <span role="status">{t('dashboard.singlePosition', { index: index + 1, count: panels.length })}</span>
          <button type="button" className="button button-small" disabled={index === panels.length - 1} onClick={() => setSingleIndex(index + 1)}>
            {t('dashboard.next')} ›
          </button>
        </nav>
        {renderPanel(panels[index]!)}
      </div>
    );
  }
  return (
    <div className={editing ? 'dashboard-board is-editing' : 'dashboard-board'}>
      <LayoutView node={root} renderPanel={(panel) => renderPanel(panel)} />
    </div>
  );
}
