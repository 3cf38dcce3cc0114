// Screen 9013: blocked IP addresses. A form to block an address or range (each field's fault beside it, from
// the server's whole check), the caller's own address shown so nobody guesses, and the searchable list with a
// confirmed Remove. Unsent text warns before the page is left.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { PageHeader } from '../../shell/PageHeader';
import { showNotice } from '../../shell/notices/noticeStore';
import { useLeaveWarning } from '../../shell/useLeaveWarning';
import { addBlock, fetchBlocks, fieldErrors, removeBlock, toIstanbulTime, type BlockItem } from './adminSettingsApi';
import { ConfirmDialog, type PendingConfirmation } from './ConfirmDialog';
import '../pageData/pageData.css';
import './adminSettings.css';

const QUERY_KEY = ['admin', 'settings', 'blocked-addresses'];
const FIELDS = ['range', 'reason', 'expiresAt'] as const;
type Field = (typeof FIELDS)[number];

/** `2024-08-20T15:00:00+03:00` → `2024-08-20 15:00`: the server's Istanbul time, as read. */
const shownTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

export function matchesBlock(item: BlockItem, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return needle === '' || [item.range, item.reason, item.createdBy].some((text) => text.toLocaleLowerCase().includes(needle));
}

export function BlockedAddressesScreen() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useQuery({ queryKey: QUERY_KEY, queryFn: ({ signal }) => fetchBlocks(signal) });
  const [draft, setDraft] = useState<Record<Field, string>>({ range: '', reason: '', expiresAt: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [search, setSearch] = useState('');
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const id = useId();
  useLeaveWarning(draft.range.trim() !== '' || draft.reason.trim() !== '', t('adminSettings.blocked.unsaved'));

  const set = (field: Field, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`, 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': errors[field] ? `${id}-${field}-error` : `${id}-${field}-hint`,
  });
  const message = (field: Field) => errors[field] && <span className="field-error" id={`${id}-${field}-error`} role="alert">{errors[field]}</span>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (draft.range.trim() === '') missing.range = t('adminSettings.blocked.empty');
    if (draft.reason.trim() === '') missing.reason = t('adminSettings.blocked.empty');
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      document.getElementById(`${id}-${Object.keys(missing)[0]}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const added = await addBlock({ range: draft.range.trim(), reason: draft.reason.trim(), expiresAt: toIstanbulTime(draft.expiresAt) });
      setDraft({ range: '', reason: '', expiresAt: '' });
      await client.invalidateQueries({ queryKey: QUERY_KEY });
      showNotice({ kind: 'success', message: t('adminSettings.blocked.added', { range: added.range }) });
    } catch (error) {
      const found = fieldErrors(error, FIELDS);
      setErrors(found);
      const first = FIELDS.find((f) => found[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    } finally {
      setSending(false);
    }
  };

  const askRemove = (item: BlockItem) => setPending({
    title: t('adminSettings.blocked.confirmTitle'),
    text: t('adminSettings.blocked.confirmText', { range: item.range }),
    run: async () => {
      try {
        await removeBlock(item.id);
        await client.invalidateQueries({ queryKey: QUERY_KEY });
        showNotice({ kind: 'success', message: t('adminSettings.blocked.removed', { range: item.range }) });
      } catch {
        // The error modal has said why.
      }
    },
  });

  const items = list.data?.items ?? [];
  const shown = items.filter((item) => matchesBlock(item, search));
  return (
    <div className="content-page admin-settings">
      <PageHeader title={t('adminSettings.blocked.title')} lead={t('adminSettings.blocked.lead')} />
      {list.data && <p className="admin-settings-note">{t('adminSettings.blocked.yourAddress', { address: list.data.yourAddress })}</p>}
      <form className="admin-settings-form" aria-labelledby={`${id}-add-title`} onSubmit={(e) => void submit(e)} noValidate>
        <h2 id={`${id}-add-title`}>{t('adminSettings.blocked.addTitle')}</h2>
        <div className="admin-settings-fields">
          <div className="field">
            <label htmlFor={`${id}-range`}>{t('adminSettings.blocked.range')}</label>
            <input {...fieldProps('range')} value={draft.range} autoComplete="off" spellCheck={false} onChange={(e) => set('range', e.target.value)} />
            <span className="muted admin-settings-hint" id={`${id}-range-hint`}>{t('adminSettings.blocked.rangeHint')}</span>
            {message('range')}
          </div>
          <div className="field admin-settings-wide">
            <label htmlFor={`${id}-reason`}>{t('adminSettings.blocked.reason')}</label>
            <input {...fieldProps('reason')} value={draft.reason} maxLength={600} onChange={(e) => set('reason', e.target.value)} />
            {message('reason')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-expiresAt`}>{t('adminSettings.blocked.expiresAt')}</label>
            <input {...fieldProps('expiresAt')} type="datetime-local" value={draft.expiresAt} onChange={(e) => set('expiresAt', e.target.value)} />
            <span className="muted admin-settings-hint" id={`${id}-expiresAt-hint`}>{t('adminSettings.blocked.expiresHint')}</span>
            {message('expiresAt')}
          </div>
        </div>
        {errors.form && <p className="field-error" role="alert">{errors.form}</p>}
        <button type="submit" className="button button-primary" disabled={sending}>{sending ? t('adminSettings.blocked.adding') : t('adminSettings.blocked.add')}</button>
      </form>

      <div className="admin-page-data-tools">
        <div className="field">
          <label htmlFor={`${id}-search`}>{t('adminSettings.blocked.search')}</label>
          <input id={`${id}-search`} type="search" value={search} placeholder={t('adminSettings.blocked.searchHint')} onChange={(e) => setSearch(e.target.value)} />
        </div>
      </div>
      {list.isPending && <p className="status" role="status">{t('status.loading')}</p>}
      {list.isError && (
        <p className="status" role="alert">
          {t('adminSettings.loadFailed')} <button type="button" className="button button-small" onClick={() => void list.refetch()}>{t('adminSettings.retry')}</button>
        </p>
      )}
      {list.data && (
        <>
          <p className="muted" role="status" aria-live="polite">{t('adminSettings.blocked.shown', { shown: shown.length, total: items.length })}</p>
          {items.length === 0 ? <p className="status">{t('adminSettings.blocked.none')}</p> : shown.length === 0 && <p className="status">{t('adminSettings.blocked.noMatch')}</p>}
          {shown.length > 0 && (
            <div className="admin-page-data-scroll">
              <table className="admin-page-data-table admin-settings-table">
                <thead>
                  <tr>
                    <th scope="col">{t('adminSettings.blocked.colRange')}</th>
                    <th scope="col">{t('adminSettings.blocked.colReason')}</th>
                    <th scope="col">{t('adminSettings.blocked.colExpires')}</th>
                    <th scope="col">{t('adminSettings.blocked.colAdded')}</th>
                    <th scope="col"><span className="visually-hidden">{t('adminSettings.blocked.remove')}</span></th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((item) => (
                    <tr key={item.id} data-block-id={item.id} className={item.expired ? 'is-expired' : undefined}>
                      <td data-label={t('adminSettings.blocked.colRange')}><code>{item.range}</code></td>
                      <td data-label={t('adminSettings.blocked.colReason')}>{item.reason}</td>
                      <td data-label={t('adminSettings.blocked.colExpires')}>
                        {item.expiresAt === null ? t('adminSettings.blocked.never') : shownTime(item.expiresAt)}
                        {item.expired && <span className="admin-settings-badge">{t('adminSettings.blocked.expired')}</span>}
                      </td>
                      <td data-label={t('adminSettings.blocked.colAdded')}>{item.createdBy}<span className="admin-page-data-sub">{shownTime(item.createdAt)}</span></td>
                      <td className="admin-page-data-edit-cell">
                        <button type="button" className="button button-small" aria-label={t('adminSettings.blocked.removeOf', { range: item.range })} onClick={() => askRemove(item)}>
                          {t('adminSettings.blocked.remove')}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      <ConfirmDialog pending={pending} onClose={() => setPending(null)} />
    </div>
  );
}
