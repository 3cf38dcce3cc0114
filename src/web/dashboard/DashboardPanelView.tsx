// One panel of the dashboard: its title and actions (split, merge, full screen in edit and view modes), the
// edit controls in edit mode, and the report it holds at the panel's height.
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { DashboardPanel } from '../../engine/dashboard/dashboardLayout';
import { ApiError } from '../api/ApiError';
import { descriptorQuery } from '../api/appApi';
import { useLocale } from '../i18n/useLocale';
import { Link } from '../router/Link';
import { ErrorNotice } from '../shell/ErrorNotice';
import { PanelEditor } from './PanelEditor';
import { PanelReport } from './PanelReport';
import type { PanelActions } from './panelActions';

interface DashboardPanelViewProps {
  panel: DashboardPanel;
  /** 1-based, for the panel's name. */
  index: number;
  editing: boolean;
  /** The reader may load report data (a member, or PUBLIC_DATA). */
  readsData: boolean;
  fullScreen: boolean;
  actions: PanelActions;
  reportHref: (reportId: string) => string | undefined;
}

export function DashboardPanelView({ panel, index, editing, readsData, fullScreen, actions, reportHref }: DashboardPanelViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const descriptor = useQuery({ ...descriptorQuery(panel.reportId ?? ''), enabled: panel.reportId !== null });
  const title = panel.reportId === null ? t('dashboard.untitled') : (descriptor.data?.title[locale] ?? panel.reportId);
  const href = panel.reportId ? reportHref(panel.reportId) : undefined;
  const headingId = `dashboard-panel-${panel.id}`;

  let body;
  if (panel.reportId === null) body = <p className="dashboard-panel-empty">{t('dashboard.emptyPanel')}</p>;
  else if (descriptor.isError) {
    body = descriptor.error instanceof ApiError && descriptor.error.status === 404
      ? <p className="notice">{t('dashboard.reportMissing')}</p>
      : <ErrorNotice brief error={descriptor.error} onRetry={() => void descriptor.refetch()} />;
  } else if (!readsData) body = <p className="notice">{t('dashboard.signInForData')}</p>;
  else if (descriptor.data) {
    body = (
      <PanelReport
        key={panel.reportId}
        descriptor={descriptor.data}
        search={panel.view}
        showFilters={editing}
        {...(editing ? { onSearchChange: (view: string) => actions.onChange({ view }) } : {})}
      />
    );
  } else body = <p className="status" role="status">{t('report.loadingData')}</p>;

  return (
    <section
      className={fullScreen ? 'dashboard-panel is-full-screen' : 'dashboard-panel'}
      style={{ '--panel-height': `${panel.height}px` } as CSSProperties}
      aria-labelledby={headingId}
      data-panel-id={panel.id}
    >
      <header className="dashboard-panel-head">
        <h2 id={headingId} className="dashboard-panel-title">
          <span className="dashboard-panel-number">{index}</span>
          {href ? <Link href={href} title={t('dashboard.openReport')}>{title}</Link> : title}
        </h2>
        <div className="dashboard-panel-actions">
          {editing && (
            <>
              <button type="button" className="button button-small" disabled={!actions.canSplit} title={actions.canSplit ? undefined : actions.limitMessage} onClick={() => actions.onSplit('row')}>
                {t('dashboard.splitRow')}
              </button>
              <button type="button" className="button button-small" disabled={!actions.canSplit} title={actions.canSplit ? undefined : actions.limitMessage} onClick={() => actions.onSplit('column')}>
                {t('dashboard.splitColumn')}
              </button>
              <button type="button" className="button button-small" disabled={!actions.canMerge} title={t('dashboard.mergeHint')} onClick={actions.onMerge}>
                {t('dashboard.merge')}
              </button>
            </>
          )}
          <button type="button" className="button button-small" aria-pressed={fullScreen} onClick={() => actions.onFullScreen(!fullScreen)}>
            {fullScreen ? t('dashboard.exitFullScreen') : t('dashboard.fullScreen')}
          </button>
        </div>
      </header>
      {editing && <PanelEditor panel={panel} descriptor={descriptor.data} onChange={actions.onChange} />}
      <div className="dashboard-panel-body">{body}</div>
    </section>
  );
}
