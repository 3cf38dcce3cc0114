// The table the page-data screens share: every report page, searchable, with the value in force beside the
// descriptor's default; a row opens its editor in place (Enter saves, Escape cancels), a field at fault says why
// beside it, a save ends with the "Operation Successful" modal, unsaved edits warn before the page is left, and
// the whole table exports as CSV through the server.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLeaveWarning } from '../../shell/useLeaveWarning';
import { useLocale } from '../../i18n/useLocale';
import { useTranslation } from '../../i18n/useTranslation';
import { PageHeader } from '../../shell/PageHeader';
import { showNotice } from '../../shell/notices/noticeStore';
import { exportRows, fetchRows, updateRows, type PageDataCalls, type PageIdentity } from './pageDataApi';
import { matchesSearch, type Checked, type FieldErrors } from './pageDataEdits';
import './pageData.css';

export interface EditorProps<Row, Draft> {
  row: Row;
  draft: Draft;
  setDraft: (draft: Draft) => void;
  errors: FieldErrors;
  /** Prefix for the editor's element ids (labels, messages). */
  idPrefix: string;
  /** The message of a field at fault, translated, with its id for aria-describedby. */
  message: (field: string) => ReactNode;
}

export interface PageDataTableProps<Row extends PageIdentity, Draft> {
  kind: 'limits' | 'descriptions' | 'updateTimes';
  calls: PageDataCalls;
  /** The value in force and the descriptor's default, as the table shows them. */
  current: (row: Row) => ReactNode;
  fallback: (row: Row) => ReactNode;
  draftOf: (row: Row) => Draft;
  check: (menuId: number, draft: Draft) => Checked;
  Editor: (props: EditorProps<Row, Draft>) => ReactNode;
  /** Rows that cannot be edited (a page without a date range has no limit). */
  editable?: (row: Row) => boolean;
}

export function PageDataTable<Row extends PageIdentity, Draft>({ kind, calls, current, fallback, draftOf, check, Editor, editable }: PageDataTableProps<Row, Draft>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const queryKey = useMemo(() => ['admin', 'page-data', kind], [kind]);
  const rows = useQuery({ queryKey, queryFn: ({ signal }) => fetchRows<Row>(calls.get, signal) });
  const [search, setSearch] = useState('');
  const [drafts, setDrafts] = useState<ReadonlyMap<number, Draft>>(new Map());
  const [errors, setErrors] = useState<ReadonlyMap<number, FieldErrors>>(new Map());
  const [saving, setSaving] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  const baseId = useId();

  const all = rows.data ?? [];
  const shown = all.filter((row) => matchesSearch(row, search));
  const dirty = all.some((row) => drafts.has(row.menuId) && JSON.stringify(drafts.get(row.menuId)) !== JSON.stringify(draftOf(row)));
  useLeaveWarning(dirty, t('adminPages.unsaved'));

  const title = (row: Row) => (locale === 'tr' ? row.titleTr : row.titleEn);
  const otherTitle = (row: Row) => (locale === 'tr' ? row.titleEn : row.titleTr);

  const close = (menuId: number) => {
    setDrafts((m) => without(m, menuId));
    setErrors((m) => without(m, menuId));
    // Back to the row's Edit button, so the keyboard carries on where it was.
    requestAnimationFrame(() => editButtons.current.get(menuId)?.focus());
  };

  const save = async (row: Row) => {
    const draft = drafts.get(row.menuId);
    if (draft === undefined) return;
    const checked = check(row.menuId, draft);
    if (!checked.ok) {
      setErrors((m) => new Map(m).set(row.menuId, checked.errors));
      const field = Object.keys(checked.errors)[0];
      document.getElementById(`${baseId}-${row.menuId}-${field}`)?.focus();
      return;
    }
    setSaving(row.menuId);
    try {
      const [updated] = await updateRows<Row>(calls.update, [checked.item]);
      if (updated) client.setQueryData<Row[]>(queryKey, (old) => old?.map((r) => (r.menuId === updated.menuId ? { ...r, ...updated } : r)));
      // The report page reads its description, limit and update time afresh.
      await client.invalidateQueries({ queryKey: ['page-settings', row.menuId] });
      await client.invalidateQueries({ queryKey: ['page-update-date', row.menuId] });
      close(row.menuId);
      showNotice({ kind: 'success', message: t('adminPages.saved', { title: title(row) }) });
    } catch {
      // The error modal has said what the server refused; the editor stays open with the text as typed.
    } finally {
      setSaving(null);
    }
  };

  const runExport = async () => {
    setExporting(true);
    try {
      const name = await exportRows(calls.export, `${kind}.csv`);
      showNotice({ kind: 'success', message: t('adminPages.exported', { name }) });
    } catch {
      // Said by the error modal.
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="content-page admin-page-data">
      <PageHeader title={t(`adminPages.${kind}.title`)} lead={t(`adminPages.${kind}.lead`)} />
      <div className="admin-page-data-tools">
        <div className="field">
          <label htmlFor={`${baseId}-search`}>{t('adminPages.search')}</label>
          <input id={`${baseId}-search`} type="search" value={search} placeholder={t('adminPages.searchHint')} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <button type="button" className="button" onClick={() => void runExport()} disabled={exporting || !rows.data}>
          {exporting ? t('adminPages.exporting') : t(`adminPages.${kind}.export`)}
        </button>
      </div>
      {rows.isPending && <p className="status" role="status">{t('status.loading')}</p>}
      {rows.isError && (
        <p className="status" role="alert">
          {t('adminPages.loadFailed')} <button type="button" className="button button-small" onClick={() => void rows.refetch()}>{t('adminPages.retry')}</button>
        </p>
      )}
      {rows.data && (
        <>
          <p className="muted" role="status" aria-live="polite">{t('adminPages.shown', { shown: shown.length, total: all.length })}</p>
          {shown.length === 0 && <p className="status">{t('adminPages.noMatch')}</p>}
          <div className="admin-page-data-scroll">
            <table className="admin-page-data-table">
              <thead>
                <tr>
                  <th scope="col">{t('adminPages.page')}</th>
                  <th scope="col">{t('adminPages.menuPath')}</th>
                  <th scope="col">{t(`adminPages.${kind}.current`)}</th>
                  <th scope="col">{t(`adminPages.${kind}.default`)}</th>
                  <th scope="col"><span className="visually-hidden">{t('adminPages.edit')}</span></th>
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => {
                  const draft = drafts.get(row.menuId);
                  const rowErrors = errors.get(row.menuId) ?? {};
                  const idPrefix = `${baseId}-${row.menuId}`;
                  const canEdit = editable?.(row) ?? true;
                  return [
                    <tr key={row.menuId} data-menu-id={row.menuId} className={draft !== undefined ? 'is-editing' : undefined}>
                      <td data-label={t('adminPages.page')}>
                        {title(row)}
                        <span className="admin-page-data-sub">{otherTitle(row)} · {row.menuId}</span>
                      </td>
                      <td className="admin-page-data-path" data-label={t('adminPages.menuPath')}>{locale === 'tr' ? row.menuPathTr : row.menuPathEn}</td>
                      <td data-label={t(`adminPages.${kind}.current`)}>
                        {current(row)}
                        {row.changedByAdmin && <span className="admin-page-data-changed">{t('adminPages.changed')}</span>}
                      </td>
                      <td className="admin-page-data-default" data-label={t(`adminPages.${kind}.default`)}>{fallback(row)}</td>
                      <td className="admin-page-data-edit-cell">
                        {canEdit && draft === undefined && (
                          <button
                            type="button" className="button button-small"
                            ref={(el) => { if (el) editButtons.current.set(row.menuId, el); else editButtons.current.delete(row.menuId); }}
                            aria-label={t('adminPages.editOf', { title: title(row) })}
                            onClick={() => setDrafts((m) => new Map(m).set(row.menuId, draftOf(row)))}
                          >{t('adminPages.edit')}</button>
                        )}
                      </td>
                    </tr>,
                    draft !== undefined && (
                      <tr key={`${row.menuId}-editor`} className="admin-page-data-editor-row">
                        <td colSpan={5}>
                          <form
                            className="admin-page-data-editor"
                            aria-label={t('adminPages.editOf', { title: title(row) })}
                            onSubmit={(e) => { e.preventDefault(); void save(row); }}
                            onKeyDown={(e) => { if (e.key === 'Escape') { e.preventDefault(); close(row.menuId); } }}
                          >
                            <Editor
                              row={row} draft={draft} errors={rowErrors} idPrefix={idPrefix}
                              setDraft={(next) => {
                                setDrafts((m) => new Map(m).set(row.menuId, next));
                                setErrors((m) => without(m, row.menuId));
                              }}
                              message={(field) => rowErrors[field]
                                ? <span className="field-error" id={`${idPrefix}-${field}-error`} role="alert">{t(rowErrors[field].key, rowErrors[field].values)}</span>
                                : null}
                            />
                            <div className="admin-page-data-actions">
                              {JSON.stringify(draft) !== JSON.stringify(draftOf(row)) && <span className="admin-page-data-unsaved">{t('adminPages.unsavedMark')}</span>}
                              <button type="submit" className="button button-primary" disabled={saving === row.menuId}>{saving === row.menuId ? t('adminPages.saving') : t('adminPages.save')}</button>
                              <button type="button" className="button" onClick={() => close(row.menuId)}>{t('adminPages.cancel')}</button>
                            </div>
                          </form>
                        </td>
                      </tr>
                    ),
                  ];
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}

function without<V>(map: ReadonlyMap<number, V>, key: number): ReadonlyMap<number, V> {
  if (!map.has(key)) return map;
  const next = new Map(map);
  next.delete(key);
  return next;
}

/** Props for an editor's input: its id, and its message when at fault. */
export function fieldProps(idPrefix: string, field: string, errors: FieldErrors) {
  const id = `${idPrefix}-${field}`;
  return { id, 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': errors[field] ? `${id}-error` : undefined } as const;
}
