// Screen 9017: the versioned terms of use. The versions, newest first, with their status (draft, in force,
// published), effective time, publisher and how many accepted each (who, in a dialog); a draft can be edited,
// previewed, published after a confirmation that says it can never change again, or deleted after one.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AnnouncementText } from '../../announcements/AnnouncementText';
import { useTranslation } from '../../i18n/useTranslation';
import { PageHeader } from '../../shell/PageHeader';
import { Modal } from '../../shell/modal/Modal';
import { showNotice } from '../../shell/notices/noticeStore';
import { ConfirmDialog, type PendingConfirmation } from '../settings/ConfirmDialog';
import { AcceptancesDialog } from './AcceptancesDialog';
import { ContractEditor } from './ContractEditor';
import { ADMIN_CONTRACTS_KEY, fetchVersions, publishVersion, removeDraft, shownTime, type ContractVersionItem } from './contractsApi';
import '../pageData/pageData.css';
import '../settings/adminSettings.css';
import '../announcements/adminContent.css';
import './contracts.css';

/** What the editor holds: nothing, a new version, or a draft being changed. */
type Editing = null | { version: ContractVersionItem | null };

export function ContractsScreen() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useQuery({ queryKey: ADMIN_CONTRACTS_KEY, queryFn: ({ signal }) => fetchVersions(signal) });
  const [editing, setEditing] = useState<Editing>(null);
  const [previewing, setPreviewing] = useState<ContractVersionItem | null>(null);
  const [accepted, setAccepted] = useState<ContractVersionItem | null>(null);
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ADMIN_CONTRACTS_KEY });

  const askPublish = (version: ContractVersionItem) => setPending({
    title: t('contracts.confirmPublishTitle'),
    text: t('contracts.confirmPublishText', { label: version.label, at: shownTime(version.effectiveAt) }),
    run: async () => {
      try {
        const done = await publishVersion(version.id);
        await refresh();
        showNotice({ kind: 'success', message: t('contracts.published', { label: done.label }) });
      } catch {
        // The error modal has said why.
      }
    },
  });
  const askRemove = (version: ContractVersionItem) => setPending({
    title: t('contracts.confirmRemoveTitle'),
    text: t('contracts.confirmRemoveText', { label: version.label }),
    run: async () => {
      try {
        await removeDraft(version.id);
        if (editing?.version?.id === version.id) setEditing(null);
        await refresh();
        showNotice({ kind: 'success', message: t('contracts.removed', { label: version.label }) });
      } catch {
        // The error modal has said why.
      }
    },
  });

  const items = list.data?.items ?? [];
  return (
    <div className="content-page admin-settings contracts">
      <PageHeader title={t('contracts.title')} lead={t('contracts.lead')} />
      <p className="contracts-links">
        <a href="/auth/terms" target="_blank" rel="noopener">{t('contracts.publicPage')}</a>
      </p>
      {editing ? (
        <ContractEditor
          key={editing.version?.id ?? 'new'} version={editing.version} onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            void refresh();
            showNotice({ kind: 'success', message: t('contracts.draftSaved', { label: saved.label }) });
          }}
        />
      ) : (
        <div className="contracts-actions">
          <button type="button" className="button button-primary" onClick={() => setEditing({ version: null })}>{t('contracts.newVersion')}</button>
        </div>
      )}

      <h2>{t('contracts.versions')}</h2>
      {list.isPending && <p className="status" role="status">{t('status.loading')}</p>}
      {list.isError && (
        <p className="status" role="alert">
          {t('contracts.loadFailed')} <button type="button" className="button button-small" onClick={() => void list.refetch()}>{t('contracts.retry')}</button>
        </p>
      )}
      {list.data && items.length === 0 && <p className="status">{t('contracts.none')}</p>}
      {items.length > 0 && (
        <div className="admin-page-data-scroll">
          <table className="admin-page-data-table admin-settings-table contracts-table">
            <thead>
              <tr>
                <th scope="col">{t('contracts.colLabel')}</th>
                <th scope="col">{t('contracts.colStatus')}</th>
                <th scope="col">{t('contracts.colEffective')}</th>
                <th scope="col">{t('contracts.colPublished')}</th>
                <th scope="col">{t('contracts.colAcceptances')}</th>
                <th scope="col">{t('contracts.colActions')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((version) => (
                <tr key={version.id} data-version-id={version.id}>
                  <th scope="row" data-label={t('contracts.colLabel')}>{version.label}</th>
                  <td data-label={t('contracts.colStatus')}>
                    <span className={`contracts-status is-${version.status}`}>{t(`contracts.status.${version.status}`)}</span>
                    {version.status === 'published' && list.data?.currentId !== null && version.id > (list.data?.currentId ?? 0) && <span className="admin-page-data-sub">{t('contracts.scheduled')}</span>}
                  </td>
                  <td data-label={t('contracts.colEffective')}>{shownTime(version.effectiveAt)}</td>
                  <td data-label={t('contracts.colPublished')}>
                    {version.publishedAt ? <>{version.publishedBy}<span className="admin-page-data-sub">{shownTime(version.publishedAt)}</span></> : '—'}
                  </td>
                  <td data-label={t('contracts.colAcceptances')}>
                    {version.status === 'draft' ? '—' : (
                      <button type="button" className="button button-small" aria-label={t('contracts.acceptancesOf', { label: version.label })} onClick={() => setAccepted(version)}>
                        {version.acceptances}
                      </button>
                    )}
                  </td>
                  <td className="contracts-row-actions">
                    <button type="button" className="button button-small" onClick={() => setPreviewing(version)}>{t('contracts.preview')}</button>
                    {version.status === 'draft' && (
                      <>
                        <button type="button" className="button button-small" aria-label={t('contracts.editOf', { label: version.label })} onClick={() => setEditing({ version })}>{t('contracts.edit')}</button>
                        <button type="button" className="button button-small button-primary" aria-label={t('contracts.publishOf', { label: version.label })} onClick={() => askPublish(version)}>{t('contracts.publish')}</button>
                        <button type="button" className="button button-small" aria-label={t('contracts.removeOf', { label: version.label })} onClick={() => askRemove(version)}>{t('contracts.remove')}</button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Modal
        open={previewing !== null} title={previewing ? t('contracts.previewTitle', { label: previewing.label }) : ''} onClose={() => setPreviewing(null)} className="contracts-preview"
        footer={<button type="button" className="button" onClick={() => setPreviewing(null)}>{t('contracts.close')}</button>}
      >
        {previewing && (
          <>
            <h3 lang="tr">{t('contracts.previewTr')}</h3>
            <div lang="tr"><AnnouncementText text={previewing.bodyTr} /></div>
            <h3 lang="en">{t('contracts.previewEn')}</h3>
            <div lang="en"><AnnouncementText text={previewing.bodyEn} /></div>
          </>
        )}
      </Modal>
      <AcceptancesDialog version={accepted} onClose={() => setAccepted(null)} />
      <ConfirmDialog pending={pending} onClose={() => setPending(null)} />
    </div>
  );
}
