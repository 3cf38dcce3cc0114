// The one screen of every list upload, configured by the list's id: choose a file (and the year of a yearly
// list), see what it would do (rows to add, to change with the fields before and after, to remove, or every row
// error), confirm in a dialog that says how many rows are replaced, and the "Operation Successful" notice ends it.
// The template and the current list download as CSV; the upload history sits below. Keyboard: every control is a
// native one, the dialog keeps focus inside (Modal), the preview's headings and messages are announced.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useLocale } from '../../i18n/useLocale';
import { useTranslation } from '../../i18n/useTranslation';
import { Modal } from '../../shell/modal/Modal';
import { PageHeader } from '../../shell/PageHeader';
import { showNotice } from '../../shell/notices/noticeStore';
import { useLeaveWarning } from '../../shell/useLeaveWarning';
import { PreviewTables } from './PreviewTables';
import { UploadHistory } from './UploadHistory';
import { applyUpload, downloadList, fetchUploadLists, previewUpload, type UploadListId, type UploadPreview } from './uploadsApi';
import './uploads.css';

const MIN_YEAR = 2000;
const MAX_YEAR = 2100;
const istanbulYear = () => Number(new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 4));

export function ListUploadScreen({ list }: { list: UploadListId }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const baseId = useId();
  const lists = useQuery({ queryKey: ['admin', 'upload-lists'], queryFn: ({ signal }) => fetchUploadLists(signal), staleTime: Infinity });
  const info = lists.data?.find((l) => l.list === list);
  const [file, setFile] = useState<File | null>(null);
  const [yearText, setYearText] = useState(String(istanbulYear()));
  const [fieldError, setFieldError] = useState<{ field: 'file' | 'year'; message: string } | null>(null);
  const [preview, setPreview] = useState<UploadPreview | null>(null);
  const [busy, setBusy] = useState<'preview' | 'apply' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const yearInput = useRef<HTMLInputElement>(null);
  const pending = preview !== null && preview.previewToken !== null;
  useLeaveWarning(pending, t('adminUploads.unsaved'));

  const perYear = info?.perYear ?? list === 'yekdem-participant-list';
  const year = perYear ? Number(yearText) : null;

  const fail = (field: 'file' | 'year', message: string) => {
    setFieldError({ field, message });
    (field === 'file' ? fileInput : yearInput).current?.focus();
  };

  const runPreview = async () => {
    setPreview(null);
    if (!file) return fail('file', t('adminUploads.noFile'));
    if (year !== null && (!Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR)) return fail('year', t('adminUploads.badYear'));
    setFieldError(null);
    setBusy('preview');
    try {
      const outcome = await previewUpload(list, file, year);
      if (outcome.ok) setPreview(outcome.data);
      else fail('file', outcome.error.errors.map((e) => e.errorMessage).join(' ') || outcome.error.message);
    } finally {
      setBusy(null);
    }
  };

  const runApply = async () => {
    if (!file || !preview?.previewToken) return;
    setConfirming(false);
    setBusy('apply');
    try {
      const outcome = await applyUpload(list, file, preview.year, preview.previewToken);
      if (!outcome.ok) {
        fail('file', outcome.error.errors.map((e) => e.errorMessage).join(' ') || outcome.error.message);
        return;
      }
      const { counts, fileName } = outcome.data;
      setPreview(null);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      await client.invalidateQueries({ queryKey: ['admin', 'upload-history', list] });
      showNotice({ kind: 'success', message: t('adminUploads.success', { file: fileName, ...counts }) });
    } finally {
      setBusy(null);
    }
  };

  const download = async (what: 'template' | 'current') => {
    try {
      const name = await downloadList(list, what, year !== null && Number.isInteger(year) ? year : null);
      showNotice({ kind: 'success', message: t('adminUploads.downloaded', { name }) });
    } catch {
      // Said by the error modal.
    }
  };

  const describedBy = (field: 'file' | 'year') => [`${baseId}-${field}-hint`, fieldError?.field === field ? `${baseId}-${field}-error` : ''].filter(Boolean).join(' ');

  return (
    <div className="content-page admin-uploads">
      <PageHeader title={t(`adminUploads.lists.${list}.title`)} lead={t(`adminUploads.lists.${list}.lead`)} />
      {lists.isError && (
        <p className="status" role="alert">
          {t('adminUploads.loadFailed')} <button type="button" className="button button-small" onClick={() => void lists.refetch()}>{t('adminUploads.retry')}</button>
        </p>
      )}
      <form className="admin-uploads-form" onSubmit={(e) => { e.preventDefault(); void runPreview(); }}>
        <div className="field admin-uploads-file">
          <label htmlFor={`${baseId}-file`}>{t('adminUploads.file')}</label>
          <input
            ref={fileInput} id={`${baseId}-file`} type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-invalid={fieldError?.field === 'file' ? true : undefined} aria-describedby={describedBy('file')}
            onChange={(e) => { setFile(e.target.files?.[0] ?? null); setPreview(null); setFieldError(null); }}
          />
          <span className="field-hint" id={`${baseId}-file-hint`}>{t('adminUploads.fileHint')}</span>
          {fieldError?.field === 'file' && <span className="field-error" id={`${baseId}-file-error`} role="alert">{fieldError.message}</span>}
        </div>
        {perYear && (
          <div className="field admin-uploads-year">
            <label htmlFor={`${baseId}-year`}>{t('adminUploads.year')}</label>
            <input
              ref={yearInput} id={`${baseId}-year`} type="number" inputMode="numeric" min={MIN_YEAR} max={MAX_YEAR} step={1} value={yearText}
              aria-invalid={fieldError?.field === 'year' ? true : undefined} aria-describedby={fieldError?.field === 'year' ? `${baseId}-year-error` : undefined}
              onChange={(e) => { setYearText(e.target.value); setPreview(null); setFieldError(null); }}
            />
            {fieldError?.field === 'year' && <span className="field-error" id={`${baseId}-year-error`} role="alert">{fieldError.message}</span>}
          </div>
        )}
        <div className="admin-uploads-actions">
          <button type="submit" className="button button-primary" disabled={busy !== null}>{busy === 'preview' ? t('adminUploads.previewing') : t('adminUploads.preview')}</button>
          <button type="button" className="button" onClick={() => void download('template')}>{t('adminUploads.template')}</button>
          <button type="button" className="button" onClick={() => void download('current')}>{t('adminUploads.current')}</button>
        </div>
      </form>

      {preview && info && (
        <section className="admin-uploads-preview" aria-labelledby={`${baseId}-preview-title`}>
          <h2 id={`${baseId}-preview-title`} className="visually-hidden">{t('adminUploads.preview')}</h2>
          <p role="status">
            {preview.rowErrors.length > 0
              ? t('adminUploads.summaryBad', { file: preview.fileName, kind: preview.fileKind.toUpperCase() })
              : t('adminUploads.summary', { file: preview.fileName, kind: preview.fileKind.toUpperCase(), ...preview.counts })}{' '}
            {preview.year !== null ? t('adminUploads.summaryYear', { year: preview.year, current: preview.currentRows }) : t('adminUploads.summaryAll', { current: preview.currentRows })}
          </p>
          <PreviewTables preview={preview} columns={info.columns} keyColumns={info.key} locale={locale} />
          {preview.previewToken !== null && (
            <div className="admin-uploads-actions">
              <button
                type="button" className="button button-primary" disabled={busy !== null || preview.counts.added + preview.counts.changed + preview.counts.removed === 0}
                onClick={() => setConfirming(true)}
              >{busy === 'apply' ? t('adminUploads.applying') : t('adminUploads.apply')}</button>
              <button type="button" className="button" onClick={() => setPreview(null)}>{t('adminUploads.discard')}</button>
            </div>
          )}
        </section>
      )}

      <Modal
        open={confirming && preview !== null} onClose={() => setConfirming(false)} title={t('adminUploads.confirmTitle')} role="alertdialog"
        footer={(
          <>
            {/* The safe choice first: the dialog opens with the focus on it. */}
            <button type="button" className="button" onClick={() => setConfirming(false)}>{t('adminUploads.cancel')}</button>
            <button type="button" className="button button-primary" onClick={() => void runApply()}>{t('adminUploads.confirm')}</button>
          </>
        )}
      >
        {preview && (
          <p>{preview.year !== null
            ? t('adminUploads.confirmTextYear', { year: preview.year, current: preview.currentRows, ...preview.counts })
            : t('adminUploads.confirmText', { current: preview.currentRows, ...preview.counts })}</p>
        )}
      </Modal>

      <UploadHistory list={list} perYear={perYear} />
    </div>
  );
}
