// The personal dashboard at /dashboard: a member's is saved on the server, a visitor's in this browser. The page
// keeps the saved tree and the edited one side by side: the difference is the "unsaved changes" that the save
// button writes and the leave warning guards. Editing needs a screen at least 768 px wide; viewing works anywhere.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { countPanels, type DashboardLayout, type DashboardNode } from '../../engine/dashboard/dashboardLayout';
import { ApiError } from '../api/ApiError';
import { Modal } from '../shell/modal/Modal';
import { showErrors } from '../shell/errors/errorStore';
import { showNotice } from '../shell/notices/noticeStore';
import { PageHeader } from '../shell/PageHeader';
import { ErrorNotice } from '../shell/ErrorNotice';
import { useAppMenu } from '../shell/session/useAppMenu';
import { useViewport } from '../shell/viewport/useViewport';
import { DashboardBoard } from './DashboardBoard';
import { dashboardQueryKey, loadDashboard, shareDashboardLink, storeDashboard, type DashboardOwner } from './dashboardStorage';
import { DashboardToolbar, type DashboardMode } from './DashboardToolbar';
import { addPanel, randomId, templateLayout, type TemplateName } from './layoutTree';
import { useLeaveWarning } from '../shell/useLeaveWarning';
import { DashboardBundleButton } from '../pageBundle/DashboardBundleButton';
import '../styles/dashboard.css';

/** Below this width the dashboard can be viewed but not edited. */
export const EDIT_MIN_WIDTH = 768;

export function DashboardPage() {
  const { t } = useTranslation();
  const menu = useAppMenu();
  const owner: DashboardOwner = menu.signedIn ? 'member' : 'visitor';
  const saved = useQuery({ queryKey: dashboardQueryKey(owner), queryFn: ({ signal }) => loadDashboard(owner, signal), enabled: menu.user !== undefined, staleTime: Infinity });
  if (menu.user === undefined || saved.isPending) return <p className="status" role="status">{t('dashboard.loading')}</p>;
  if (saved.isError) return <ErrorNotice error={saved.error} onRetry={() => void saved.refetch()} />;
  return <DashboardEditor key={owner} owner={owner} saved={saved.data} />;
}

function DashboardEditor({ owner, saved }: { owner: DashboardOwner; saved: DashboardLayout | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { width } = useViewport();
  const editAllowed = width >= EDIT_MIN_WIDTH;
  const [draft, setDraft] = useState<DashboardNode | null>(saved?.root ?? null);
  const [savedRoot, setSavedRoot] = useState<DashboardNode | null>(saved?.root ?? null);
  const [chosenMode, setMode] = useState<DashboardMode>('view');
  const [pendingTemplate, setPendingTemplate] = useState<TemplateName | null>(null);
  const [mobileRefusal, setMobileRefusal] = useState(false);
  const mode = chosenMode === 'edit' && !editAllowed ? 'view' : chosenMode;
  const dirty = JSON.stringify(draft) !== JSON.stringify(savedRoot);
  useLeaveWarning(dirty, t('dashboard.leaveWarning'));

  const save = useMutation({
    mutationFn: async (root: DashboardNode) => {
      await storeDashboard(owner, { root });
      return root;
    },
    onSuccess: (root) => {
      setSavedRoot(root);
      client.setQueryData(dashboardQueryKey(owner), { root });
      showNotice({ kind: 'success', message: t(owner === 'member' ? 'dashboard.saved' : 'dashboard.savedLocal') });
    },
    onError: (error) => {
      // The error modal ("Error Alert"): what failed first, then the server's own reasons, if it gave any.
      const reasons = error instanceof ApiError && owner === 'member' ? error.errors : [];
      const errors = [{ errorCode: 'DASHBOARD_NOT_SAVED', errorMessage: t('dashboard.saveFailed') }, ...reasons];
      showErrors({ kind: error instanceof ApiError && error.isNetworkError ? 'network' : 'server', errors, ...(error instanceof ApiError && error.correlationId ? { transactionId: error.correlationId } : {}) });
    },
  });
  const share = useMutation({
    mutationFn: shareDashboardLink,
    onSuccess: (path) => showNotice({ kind: 'information', message: t('dashboard.shareReady', { url: `${window.location.origin}${path}` }) }),
  });

  const applyTemplate = (name: TemplateName) => {
    setDraft(templateLayout(name, randomId).root);
    setPendingTemplate(null);
  };
  const chooseMode = (next: DashboardMode) => {
    if (next === 'edit' && !editAllowed) {
      setMobileRefusal(true);
      return;
    }
    setMode(next);
  };
  const panelCount = draft ? countPanels(draft) : 0;

  return (
    <div className="dashboard-page">
      <PageHeader title={t('dashboard.title')} lead={owner === 'member' ? t('dashboard.lead') : t('dashboard.visitorLead')} />
      <DashboardToolbar
        mode={mode}
        editAllowed={editAllowed}
        panelCount={panelCount}
        dirty={dirty}
        saving={save.isPending}
        canShare={owner === 'member' && savedRoot !== null}
        onMode={chooseMode}
        onTemplate={(name) => (draft ? setPendingTemplate(name) : applyTemplate(name))}
        onAddPanel={() => draft && setDraft(addPanel(draft, randomId))}
        onSave={() => draft && save.mutate(draft)}
        download={<DashboardBundleButton root={draft} />}
        onShare={() => (dirty ? showNotice({ kind: 'information', message: t('dashboard.shareSaveFirst') }) : share.mutate())}
      />
      {!editAllowed && (
        <p className={mobileRefusal ? 'notice dashboard-mobile-note is-refused' : 'notice dashboard-mobile-note'} role={mobileRefusal ? 'alert' : undefined}>
          {t('dashboard.editMobile')}
        </p>
      )}
      {draft === null ? (
        <p className="dashboard-empty">{t('dashboard.empty')}</p>
      ) : (
        <DashboardBoard root={draft} editing={mode === 'edit'} single={mode === 'single'} onRoot={setDraft} />
      )}
      <Modal
        open={pendingTemplate !== null}
        role="alertdialog"
        title={t('dashboard.confirmTemplateTitle')}
        onClose={() => setPendingTemplate(null)}
        footer={
          <>
            <button type="button" className="button" onClick={() => setPendingTemplate(null)}>{t('dashboard.cancel')}</button>
            <button type="button" className="button button-primary" onClick={() => pendingTemplate && applyTemplate(pendingTemplate)}>{t('dashboard.confirm')}</button>
          </>
        }
      >
        <p>{t('dashboard.confirmTemplate')}</p>
      </Modal>
    </div>
  );
}
