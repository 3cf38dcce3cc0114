// The dashboard's controls: the mode (view, edit, one panel at a time) and, in edit mode, the template, adding
// a panel, saving and sharing. Add is off at the panel limit, with the reason shown beside it.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { DASHBOARD_LIMITS } from '../../engine/dashboard/dashboardLayout';
import { TEMPLATES, type TemplateName } from './layoutTree';

export type DashboardMode = 'view' | 'edit' | 'single';
const MODES: readonly DashboardMode[] = ['view', 'edit', 'single'];
const MODE_LABELS: Record<DashboardMode, string> = { view: 'dashboard.modeView', edit: 'dashboard.modeEdit', single: 'dashboard.modeSingle' };

interface DashboardToolbarProps {
  mode: DashboardMode;
  editAllowed: boolean;
  panelCount: number;
  dirty: boolean;
  saving: boolean;
  canShare: boolean;
  onMode: (mode: DashboardMode) => void;
  onTemplate: (name: TemplateName) => void;
  onAddPanel: () => void;
  onSave: () => void;
  onShare: () => void;
  /** The whole-dashboard download (pageBundle/DashboardBundleButton), shown in every mode. */
  download?: ReactNode;
}

export function DashboardToolbar(props: DashboardToolbarProps) {
  const { mode, editAllowed, panelCount, dirty, saving, canShare, onMode, onTemplate, onAddPanel, onSave, onShare, download } = props;
  const { t } = useTranslation();
  const id = useId();
  const [template, setTemplate] = useState<TemplateName>('threeSideBySide');
  const full = panelCount >= DASHBOARD_LIMITS.maxPanels;

  return (
    <div className="dashboard-toolbar" role="toolbar" aria-label={t('dashboard.title')}>
      <div className="segmented" role="group" aria-label={t('dashboard.modes')}>
        {MODES.map((choice) => (
          <button key={choice} type="button" aria-pressed={mode === choice} disabled={choice === 'edit' && !editAllowed} onClick={() => onMode(choice)}>
            {t(MODE_LABELS[choice])}
          </button>
        ))}
      </div>
      {mode === 'edit' && (
        <>
          <div className="dashboard-tool">
            <label htmlFor={`${id}-template`}>{t('dashboard.templates')}</label>
            <select id={`${id}-template`} value={template} onChange={(event) => setTemplate(event.target.value as TemplateName)}>
              {TEMPLATES.map((name) => (
                <option key={name} value={name}>{t(`dashboard.template_${name}`)}</option>
              ))}
            </select>
            <button type="button" className="button button-small" onClick={() => onTemplate(template)}>
              {panelCount > 0 ? t('dashboard.refreshTemplate') : t('dashboard.applyTemplate')}
            </button>
          </div>
          <div className="dashboard-tool">
            <button type="button" className="button button-small" disabled={full || panelCount === 0} onClick={onAddPanel} aria-describedby={full ? `${id}-limit` : undefined}>
              {t('dashboard.addPanel')}
            </button>
            <span className="dashboard-count">{t('dashboard.panelCount', { count: panelCount, max: DASHBOARD_LIMITS.maxPanels })}</span>
          </div>
        </>
      )}
      <div className="dashboard-tool dashboard-tool-end">
        {download}
        {dirty && <span className="dashboard-unsaved">{t('dashboard.unsaved')}</span>}
        {canShare && (
          <button type="button" className="button button-small" title={t('dashboard.shareHint')} onClick={onShare}>
            {t('dashboard.share')}
          </button>
        )}
        {(mode === 'edit' || dirty) && (
          <button type="button" className="button button-primary button-small" disabled={!dirty || saving} onClick={onSave}>
            {saving ? t('dashboard.saving') : t('dashboard.save')}
          </button>
        )}
      </div>
      {mode === 'edit' && full && (
        <p id={`${id}-limit`} className="dashboard-limit" role="status">
          {t('dashboard.limitReached', { max: DASHBOARD_LIMITS.maxPanels })}
        </p>
      )}
    </div>
  );
}
