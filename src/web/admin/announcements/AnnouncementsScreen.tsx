// Announcement management (menu 9007): every announcement, drafts, scheduled and expired ones too, searchable and
// filtered by kind and status, with its views; a new one or an edit opens the editor above the list; a delete asks
// first. Saves and deletes end in the "Operation Successful" notice; readers' lists are read afresh.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { formatDateTime } from '../../../engine/format/formatDateTime';
import { formatNumber } from '../../../engine/format/formatNumber';
import { useLiveNow } from '../../home/live/useLiveNow';
import { useLocale } from '../../i18n/useLocale';
import { useTranslation } from '../../i18n/useTranslation';
import { Modal } from '../../shell/modal/Modal';
import { showNotice } from '../../shell/notices/noticeStore';
import { PageHeader } from '../../shell/PageHeader';
import { ANNOUNCEMENT_STATUSES, announcementStatus, type AnnouncementStatus } from './announcementDraft';
import { AnnouncementEditor } from './AnnouncementEditor';
import { adminAnnouncementsKey, deleteAnnouncement, fetchAdminAnnouncements, type AdminAnnouncement } from './announcementsAdminApi';
import './adminContent.css';

const STATUS_KEY: Record<AnnouncementStatus, string> = { draft: 'statusDraft', scheduled: 'statusScheduled', published: 'statusPublished', expired: 'statusExpired' };

/** Every word of the search in a title or a body, either language, whatever the case. */
function matches(a: AdminAnnouncement, search: string): boolean {
  const haystack = [a.titleTr, a.titleEn, a.bodyTr.replace(/<[^>]*>/g, ' '), a.bodyEn.replace(/<[^>]*>/g, ' ')].join(' ').toLocaleLowerCase('tr');
  return search.toLocaleLowerCase('tr').split(/\s+/).filter(Boolean).every((word) => haystack.includes(word));
}

export function AnnouncementsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const base = useId();
  const list = useQuery({ queryKey: adminAnnouncementsKey, queryFn: ({ signal }) => fetchAdminAnnouncements(signal) });
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<'' | 'notice' | 'workshop'>('');
  const [status, setStatus] = useState<'' | AnnouncementStatus>('');
  /** null: no editor; 'new'; or the announcement being edited. */
  const [editing, setEditing] = useState<AdminAnnouncement | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminAnnouncement | null>(null);
  const [busy, setBusy] = useState(false);
  const newButton = useRef<HTMLButtonElement>(null);
  const now = useLiveNow().getTime();

  const title = (a: AdminAnnouncement) => (locale === 'tr' ? a.titleTr : a.titleEn);
  const all = list.data ?? [];
  const shown = all.filter((a) => (kind === '' || a.kind === kind) && (status === '' || announcementStatus(a, now) === status) && matches(a, search));

  const refresh = async () => {
    await client.invalidateQueries({ queryKey: adminAnnouncementsKey });
    // The readers' lists (Announcements page, home page cards and workshops, sticky modal) share this key's start.
    await client.invalidateQueries({ queryKey: ['announcements'] });
  };

  const saved = (a: AdminAnnouncement) => {
    setEditing(null);
    void refresh();
    showNotice({ kind: 'success', message: t('adminContent.announcements.saved', { title: title(a) }) });
    requestAnimationFrame(() => newButton.current?.focus());
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteAnnouncement(deleting.id);
      const name = title(deleting);
      setDeleting(null);
      await refresh();
      showNotice({ kind: 'success', message: t('adminContent.announcements.deleted', { title: name }) });
    } catch {
      // The error modal has said why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="content-page admin-content">
      <PageHeader title={t('adminContent.announcements.title')} lead={t('adminContent.announcements.lead')} />
      {editing !== null ? (
        <AnnouncementEditor
          key={editing === 'new' ? 'new' : editing.id}
          announcement={editing === 'new' ? null : editing}
          onSaved={saved}
          onCancel={() => { setEditing(null); requestAnimationFrame(() => newButton.current?.focus()); }}
        />
      ) : (
        <div className="admin-content-tools">
          <div className="field">
            <label htmlFor={`${base}-search`}>{t('adminContent.announcements.search')}</label>
            <input id={`${base}-search`} type="search" value={search} placeholder={t('adminContent.announcements.searchHint')} onChange={(e) => setSearch(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${base}-kind`}>{t('adminContent.announcements.kind')}</label>
            <select id={`${base}-kind`} value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
              <option value="">{t('adminContent.announcements.allKinds')}</option>
              <option value="notice">{t('adminContent.announcements.notice')}</option>
              <option value="workshop">{t('adminContent.announcements.workshop')}</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${base}-status`}>{t('adminContent.announcements.status')}</label>
            <select id={`${base}-status`} value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
              <option value="">{t('adminContent.announcements.allStatuses')}</option>
              {ANNOUNCEMENT_STATUSES.map((s) => <option key={s} value={s}>{t(`adminContent.announcements.${STATUS_KEY[s]}`)}</option>)}
            </select>
          </div>
          <button ref={newButton} type="button" className="button button-primary" onClick={() => setEditing('new')}>{t('adminContent.announcements.new')}</button>
        </div>
      )}
      {list.isPending && <p className="status" role="status">{t('status.loading')}</p>}
      {list.isError && (
        <p className="status" role="alert">
          {t('adminContent.announcements.loadFailed')} <button type="button" className="button button-small" onClick={() => void list.refetch()}>{t('adminContent.announcements.retry')}</button>
        </p>
      )}
      {list.data && editing === null && (
        <>
          <p className="muted" role="status" aria-live="polite">{t('adminContent.announcements.shown', { shown: shown.length, total: all.length })}</p>
          {all.length === 0 && <p className="status">{t('adminContent.announcements.none')}</p>}
          {all.length > 0 && shown.length === 0 && <p className="status">{t('adminContent.announcements.noMatch')}</p>}
          {shown.length > 0 && (
            <div className="admin-content-scroll">
              <table className="admin-content-table">
                <thead>
                  <tr>
                    <th scope="col">{t('adminContent.announcements.titleColumn')}</th>
                    <th scope="col">{t('adminContent.announcements.kind')}</th>
                    <th scope="col">{t('adminContent.announcements.status')}</th>
                    <th scope="col">{t('adminContent.announcements.publishedColumn')}</th>
                    <th scope="col" className="numeric">{t('adminContent.announcements.viewsColumn')}</th>
                    <th scope="col"><span className="visually-hidden">{t('adminContent.announcements.edit')}</span></th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((a) => {
                    const state = announcementStatus(a, now);
                    return (
                      <tr key={a.id} data-announcement-id={a.id}>
                        <td data-label={t('adminContent.announcements.titleColumn')}>
                          {title(a)}
                          {a.importance === 'important' && <span className="badge badge-warning">{t('adminContent.announcements.important')}</span>}
                          {a.sticky && <span className="badge">{t('adminContent.announcements.sticky')}</span>}
                          <span className="admin-content-sub">{locale === 'tr' ? a.titleEn : a.titleTr}</span>
                        </td>
                        <td data-label={t('adminContent.announcements.kind')}>{t(`adminContent.announcements.${a.kind}`)}</td>
                        <td data-label={t('adminContent.announcements.status')}><span className={`admin-content-status is-${state}`}>{t(`adminContent.announcements.${STATUS_KEY[state]}`)}</span></td>
                        <td data-label={t('adminContent.announcements.publishedColumn')}>
                          <time dateTime={a.publishedAt}>{formatDateTime(a.publishedAt, locale)}</time>
                          {a.visibleUntil && <span className="admin-content-sub">→ <time dateTime={a.visibleUntil}>{formatDateTime(a.visibleUntil, locale)}</time></span>}
                        </td>
                        <td className="numeric" data-label={t('adminContent.announcements.viewsColumn')}>{t('adminContent.announcements.views', { count: a.viewCount, formatted: formatNumber(a.viewCount, locale) })}</td>
                        <td className="admin-content-row-actions">
                          <button type="button" className="button button-small" aria-label={t('adminContent.announcements.editOf', { title: title(a) })} onClick={() => setEditing(a)}>{t('adminContent.announcements.edit')}</button>
                          <button type="button" className="button button-small button-danger" aria-label={t('adminContent.announcements.deleteOf', { title: title(a) })} onClick={() => setDeleting(a)}>{t('adminContent.announcements.delete')}</button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      <Modal
        open={deleting !== null}
        role="alertdialog"
        title={t('adminContent.announcements.confirmDeleteTitle')}
        onClose={() => setDeleting(null)}
        closeLabel={t('adminContent.announcements.close')}
        footer={
          <>
            <button type="button" className="button" onClick={() => setDeleting(null)}>{t('adminContent.announcements.cancel')}</button>
            <button type="button" className="button button-primary button-danger" disabled={busy} onClick={() => void confirmDelete()}>{t('adminContent.announcements.delete')}</button>
          </>
        }
      >
        <p>{deleting ? t('adminContent.announcements.confirmDelete', { title: title(deleting) }) : null}</p>
      </Modal>
    </div>
  );
}
