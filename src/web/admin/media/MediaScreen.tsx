// The media library (menu 9006): the uploaded images as a grid of thumbnails, newest first, a page at a time and
// searchable by name; images are added by dropping them on the upload area or choosing them (JPG, JPEG, PNG, at
// most 5 MB: checked here to save a useless upload, and by the server from the bytes); each card copies its public
// link ("copied" said aloud) or deletes the image after a confirmation.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type DragEvent } from 'react';
import { formatDateTime } from '../../../engine/format/formatDateTime';
import { formatNumber } from '../../../engine/format/formatNumber';
import { ApiError } from '../../api/ApiError';
import { useLocale } from '../../i18n/useLocale';
import { useTranslation } from '../../i18n/useTranslation';
import { Modal } from '../../shell/modal/Modal';
import { showNotice } from '../../shell/notices/noticeStore';
import { PageHeader } from '../../shell/PageHeader';
import { absoluteUrl, deleteMedia, fetchMedia, MEDIA_PAGE_SIZE, mediaKey, uploadMedia, uploadProblem, type MediaItem } from './mediaApi';
import './media.css';

const sizeText = (bytes: number, locale: 'tr' | 'en') =>
  bytes >= 1024 * 1024 ? `${formatNumber(bytes / 1024 / 1024, locale, { decimals: 1 })} MB` : `${formatNumber(Math.max(1, Math.round(bytes / 1024)), locale)} KB`;

export function MediaScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const base = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: mediaKey(search.trim(), page, MEDIA_PAGE_SIZE), queryFn: ({ signal }) => fetchMedia({ search, page, pageSize: MEDIA_PAGE_SIZE }, signal), placeholderData: keepPreviousData });
  const [uploading, setUploading] = useState(false);
  const [over, setOver] = useState(false);
  /** Messages of the last upload: what was refused, and why. */
  const [problems, setProblems] = useState<string[]>([]);
  const [copied, setCopied] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'media'] });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / MEDIA_PAGE_SIZE));

  const upload = async (files: readonly File[]) => {
    if (files.length === 0) return;
    setUploading(true);
    const refused: string[] = [];
    const done: string[] = [];
    for (const file of files) {
      const problem = uploadProblem(file);
      if (problem) {
        refused.push(t(`adminContent.media.${problem}`, { name: file.name, size: sizeText(file.size, locale) }));
        continue;
      }
      try {
        await uploadMedia(file);
        done.push(file.name);
      } catch (error) {
        const message = error instanceof ApiError && error.errors.length > 0 ? error.errors.map((e) => e.errorMessage).join(' ') : String(error);
        refused.push(t('adminContent.media.refused', { name: file.name, message }));
      }
    }
    setProblems(refused);
    setUploading(false);
    if (input.current) input.current.value = '';
    if (done.length > 0) {
      setPage(1);
      await refresh();
      showNotice({ kind: 'success', message: done.map((name) => t('adminContent.media.uploaded', { name })).join(' ') });
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    void upload([...event.dataTransfer.files]);
  };

  const copy = async (item: MediaItem) => {
    const url = absoluteUrl(item.url);
    try {
      await navigator.clipboard.writeText(url);
      setCopied(item.id);
      setStatus(t('adminContent.media.copied'));
      window.setTimeout(() => setCopied((c) => (c === item.id ? null : c)), 2500);
    } catch {
      setStatus(t('adminContent.media.copyFailed', { url }));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteMedia(deleting.id);
      const name = deleting.fileName;
      setDeleting(null);
      await refresh();
      showNotice({ kind: 'success', message: t('adminContent.media.deleted', { name }) });
    } catch {
      // The error modal has said why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="content-page admin-media">
      <PageHeader title={t('adminContent.media.title')} lead={t('adminContent.media.lead')} />
      <div
        className={`admin-media-drop${over ? ' is-over' : ''}`}
        onDragOver={(e) => { e.preventDefault(); setOver(true); }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <p>{over ? t('adminContent.media.dropActive') : t('adminContent.media.drop')}</p>
        <input
          ref={input} id={`${base}-file`} className="visually-hidden" type="file" accept=".png,.jpg,.jpeg,image/png,image/jpeg" multiple tabIndex={-1}
          aria-label={t('adminContent.media.upload')} onChange={(e) => void upload([...(e.target.files ?? [])])}
        />
        <button type="button" className="button button-primary" disabled={uploading} onClick={() => input.current?.click()}>
          {uploading ? t('adminContent.media.uploading') : t('adminContent.media.upload')}
        </button>
      </div>
      {problems.length > 0 && (
        <ul className="admin-media-problems" role="alert">
          {problems.map((p) => <li key={p} className="field-error">{p}</li>)}
        </ul>
      )}
      <div className="admin-media-tools">
        <div className="field">
          <label htmlFor={`${base}-search`}>{t('adminContent.media.search')}</label>
          <input id={`${base}-search`} type="search" value={search} placeholder={t('adminContent.media.searchHint')} onChange={(e) => { setSearch(e.target.value); setPage(1); }} />
        </div>
        {query.data && <p className="muted">{t('adminContent.media.total', { total: formatNumber(query.data.total, locale) })}</p>}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">{status}</p>
      {query.isPending && <p className="status" role="status">{t('status.loading')}</p>}
      {query.isError && (
        <p className="status" role="alert">
          {t('adminContent.media.loadFailed')} <button type="button" className="button button-small" onClick={() => void query.refetch()}>{t('adminContent.media.retry')}</button>
        </p>
      )}
      {query.data && query.data.items.length === 0 && <p className="status">{search.trim() ? t('adminContent.media.noMatch') : t('adminContent.media.none')}</p>}
      {query.data && query.data.items.length > 0 && (
        <ul className="admin-media-grid">
          {query.data.items.map((item) => (
            <li key={item.id} className="admin-media-card" data-media-id={item.id}>
              <a className="admin-media-thumb" href={item.url} target="_blank" rel="noopener noreferrer">
                <img src={item.url} alt={item.fileName} loading="lazy" />
              </a>
              <div className="admin-media-facts">
                <span className="admin-media-name" title={item.fileName}>{item.fileName}</span>
                <span className="admin-content-sub">
                  {sizeText(item.size, locale)}
                  {item.width !== null && item.height !== null && <> · {t('adminContent.media.pixels', { width: formatNumber(item.width, locale), height: formatNumber(item.height, locale) })}</>}
                </span>
                <span className="admin-content-sub">{t('adminContent.media.uploadedBy', { who: item.uploadedBy ?? '—', when: formatDateTime(item.uploadedAt, locale) })}</span>
              </div>
              <div className="admin-media-actions">
                <button type="button" className="button button-small" onClick={() => void copy(item)}>
                  {copied === item.id ? t('adminContent.media.copied') : t('adminContent.media.copy')}
                </button>
                <button type="button" className="button button-small button-danger" aria-label={t('adminContent.media.deleteOf', { name: item.fileName })} onClick={() => setDeleting(item)}>
                  {t('adminContent.media.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="admin-media-pager" aria-label={t('adminContent.media.pages')}>
          <button type="button" className="button button-small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>{t('adminContent.media.previous')}</button>
          <span>{t('adminContent.media.page', { page, pages })}</span>
          <button type="button" className="button button-small" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>{t('adminContent.media.next')}</button>
        </nav>
      )}
      <Modal
        open={deleting !== null}
        role="alertdialog"
        title={t('adminContent.media.confirmDeleteTitle')}
        onClose={() => setDeleting(null)}
        closeLabel={t('adminContent.announcements.close')}
        footer={
          <>
            <button type="button" className="button" onClick={() => setDeleting(null)}>{t('adminContent.announcements.cancel')}</button>
            <button type="button" className="button button-primary button-danger" disabled={busy} onClick={() => void confirmDelete()}>{t('adminContent.media.delete')}</button>
          </>
        }
      >
        <p>{deleting ? t('adminContent.media.confirmDelete', { name: deleting.fileName }) : null}</p>
      </Modal>
    </div>
  );
}
