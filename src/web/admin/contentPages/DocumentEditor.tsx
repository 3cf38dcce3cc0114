// One content document being edited: loaded from the server, changed as a draft, saved whole. The server's
// refusals are shown beside the fields they name (the first one takes the focus); a save ends in the "Operation
// Successful" notice and readers' copies are read afresh. Unsaved changes warn before the page is left; the kept
// versions are listed below, each restorable after a confirmation.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type ComponentType } from 'react';
import type { ContentAnswer, ContentDocuments, ContentKey } from '../../../engine/content-pages/contentDocuments';
import { contentKey } from '../../content-pages/contentQuery';
import { useTranslation } from '../../i18n/useTranslation';
import { showNotice } from '../../shell/notices/noticeStore';
import { useLeaveWarning } from '../../shell/useLeaveWarning';
import { ConfirmDialog, type PendingConfirmation } from '../settings/ConfirmDialog';
import { contentEditors } from './contentEditors';
import { adminContentKey, adminRevisionsKey, fetchAdminContent, restoreRevision, saveContent } from './contentPagesApi';
import { FieldContext, type FieldAccess } from './ContentFields';
import type { EditorProps } from './editorProps';
import { pointerId, toFieldErrors, type FieldErrors } from './fieldErrors';
import { HistoryPanel } from './HistoryPanel';

interface Props<K extends ContentKey> {
  docKey: K;
  /** Tells the screen whether there are unsaved changes (it asks before switching tabs). */
  onDirtyChange: (dirty: boolean) => void;
}

const NO_ERRORS: FieldErrors = { byPointer: {}, general: [] };

export function DocumentEditor<K extends ContentKey>({ docKey, onDirtyChange }: Props<K>) {
  const { t } = useTranslation();
  const loaded = useQuery({ queryKey: adminContentKey(docKey), queryFn: ({ signal }) => fetchAdminContent(docKey, signal) });
  if (!loaded.data) {
    return loaded.isError
      ? <p role="alert">{t('contentPages.admin.failed')} <button type="button" className="button button-small" onClick={() => void loaded.refetch()}>{t('contentPages.admin.retry')}</button></p>
      : <p className="status" role="status">{t('contentPages.admin.loading')}</p>;
  }
  return <DraftEditor docKey={docKey} original={loaded.data.document} onDirtyChange={onDirtyChange} />;
}

function DraftEditor<K extends ContentKey>({ docKey, original, onDirtyChange }: Props<K> & { original: ContentDocuments[K] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const base = useId();
  const [draft, setDraft] = useState<ContentDocuments[K]>(() => structuredClone(original));
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const dirty = JSON.stringify(draft) !== JSON.stringify(original);
  useLeaveWarning(dirty, t('contentPages.admin.unsaved'));
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const idOf = (pointer: string) => pointerId(base.replace(/[^A-Za-z0-9]/g, ''), pointer);
  const access = useMemo<FieldAccess>(() => ({ idOf, errorOf: (pointer) => errors.byPointer[pointer] }), [errors, base]); // eslint-disable-line react-hooks/exhaustive-deps -- idOf depends on base only
  const name = t(`contentPages.admin.tab.${docKey}`);

  const refresh = async (document: ContentDocuments[K]) => {
    client.setQueryData(adminContentKey(docKey), (old: ContentAnswer<K> | undefined) => (old ? { ...old, document } : old));
    await Promise.all([
      client.invalidateQueries({ queryKey: adminContentKey(docKey) }),
      client.invalidateQueries({ queryKey: adminRevisionsKey(docKey) }),
      client.invalidateQueries({ queryKey: contentKey(docKey) }),
    ]);
    setDraft(structuredClone(document));
    setErrors(NO_ERRORS);
  };

  const save = async () => {
    setSaving(true);
    try {
      const saved = await saveContent(docKey, draft);
      await refresh(saved.document);
      showNotice({ kind: 'success', message: t('contentPages.admin.saved', { document: name }) });
    } catch (error) {
      const found = toFieldErrors(error, (pointer) => document.getElementById(idOf(pointer)) !== null);
      setErrors(found);
      const first = Object.keys(found.byPointer)[0];
      if (first) document.getElementById(idOf(first))?.focus();
    } finally {
      setSaving(false);
    }
  };

  const restore = (id: number, time: string) => setPending({
    title: t('contentPages.admin.history.restoreTitle'),
    text: t('contentPages.admin.history.restoreText', { time }),
    run: async () => {
      const restored = await restoreRevision(docKey, id);
      await refresh(restored.document);
      showNotice({ kind: 'success', message: t('contentPages.admin.restored', { document: name }) });
    },
  });

  const Editor = contentEditors[docKey] as ComponentType<EditorProps<K>>;
  return (
    <FieldContext.Provider value={access}>
      <form className="content-pages-form" noValidate aria-label={name} onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <Editor
          draft={draft} onChange={setDraft}
          confirmRemove={(entry, remove) => setPending({
            title: t('contentPages.admin.list.removeTitle'), text: t('contentPages.admin.list.removeText', { name: entry }),
            run: async () => remove(),
          })}
        />
        {errors.general.length > 0 && (
          <div className="field-error" role="alert">{t('contentPages.admin.serverErrors')} {errors.general.join(' ')}</div>
        )}
        {Object.keys(errors.byPointer).length > 0 && errors.general.length === 0 && (
          <div className="field-error" role="alert">{t('contentPages.admin.fixErrors')}</div>
        )}
        <div className="content-pages-actions">
          {dirty && <span className="admin-content-unsaved">{t('contentPages.admin.unsavedMark')}</span>}
          <button type="button" className="button" disabled={!dirty || saving} onClick={() => { setDraft(structuredClone(original)); setErrors(NO_ERRORS); }}>{t('contentPages.admin.discard')}</button>
          <button type="submit" className="button button-primary" disabled={saving || !dirty}>{saving ? t('contentPages.admin.saving') : t('contentPages.admin.save')}</button>
        </div>
      </form>
      <HistoryPanel docKey={docKey} onRestore={restore} />
      <ConfirmDialog pending={pending} onClose={() => setPending(null)} />
    </FieldContext.Provider>
  );
}
