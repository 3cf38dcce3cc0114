// Screen 9008: the audit log, newest first, a page of PAGE_SIZE at a time. The call (action) and the account (its
// e-mail, number or the target) filter on the server across every record. Each record shows its before and after
// as a field-by-field difference; the records the filters find download as CSV.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../engine/format/formatDateTime';
import { useLocale } from '../../i18n/useLocale';
import { useTranslation } from '../../i18n/useTranslation';
import { PageHeader } from '../../shell/PageHeader';
import { showNotice } from '../../shell/notices/noticeStore';
import { ACTION, exportAuditLog, fetchAuditPage, PAGE_SIZE, type AuditFilters } from './auditLogApi';
import { FieldDiffTable } from './FieldDiffTable';
import { toFieldDiff } from './toFieldDiff';
import '../pageData/pageData.css';
import '../home/oversight.css';
import { LoadStatus } from '../LoadStatus';

export function AuditLogScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const baseId = useId();
  const [actionDraft, setActionDraft] = useState('');
  const [actionError, setActionError] = useState(false);
  const [accountDraft, setAccountDraft] = useState('');
  const [filters, setFilters] = useState<AuditFilters>({ action: '', account: '' });
  const [page, setPage] = useState(0);
  const [exporting, setExporting] = useState(false);
  const log = useQuery({ queryKey: ['admin', 'audit-log', filters.action, filters.account, page], queryFn: ({ signal }) => fetchAuditPage(page, filters, signal), placeholderData: keepPreviousData });

  const applyFilters = () => {
    const next = actionDraft.trim();
    if (next !== '' && !ACTION.test(next)) {
      setActionError(true);
      document.getElementById(`${baseId}-action`)?.focus();
      return;
    }
    setActionError(false);
    setFilters({ action: next, account: accountDraft.trim().slice(0, 120) });
    setPage(0);
  };

  const runExport = async () => {
    setExporting(true);
    try {
      const name = await exportAuditLog(filters);
      showNotice({ kind: 'success', message: t('adminOversight.exported', { name }) });
    } catch {
      // Said by the error modal.
    } finally {
      setExporting(false);
    }
  };

  const data = log.data;
  const items = data?.items ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <div className="content-page admin-page-data">
      <PageHeader title={t('adminOversight.audit.title')} lead={t('adminOversight.audit.lead')} />
      <form className="admin-oversight-filters" noValidate onSubmit={(e) => { e.preventDefault(); applyFilters(); }}>
        <div className="field field-wide">
          <label htmlFor={`${baseId}-action`}>{t('adminOversight.audit.action')}</label>
          <input
            id={`${baseId}-action`} type="search" value={actionDraft} placeholder={t('adminOversight.audit.actionHint')}
            aria-invalid={actionError ? true : undefined} aria-describedby={actionError ? `${baseId}-action-error` : undefined}
            onChange={(e) => { setActionDraft(e.target.value); setActionError(false); }}
          />
          {actionError && <span className="field-error" id={`${baseId}-action-error`} role="alert">{t('adminOversight.audit.badAction')}</span>}
        </div>
        <div className="field field-wide">
          <label htmlFor={`${baseId}-account`}>{t('adminOversight.audit.account')}</label>
          <input id={`${baseId}-account`} type="search" value={accountDraft} maxLength={120} placeholder={t('adminOversight.audit.accountHint')} onChange={(e) => setAccountDraft(e.target.value)} />
        </div>
        <button type="submit" className="button button-primary">{t('adminOversight.audit.apply')}</button>
        <button type="button" className="button" disabled={exporting || !data} onClick={() => void runExport()}>
          {exporting ? t('adminOversight.exporting') : t('adminOversight.audit.export')}
        </button>
      </form>
      <LoadStatus query={log} />
      {data && (
        <>
          <p className="muted" role="status" aria-live="polite">{t('adminOversight.shown', { shown: items.length, total: data.total })}</p>
          {items.length === 0 && <p className="status">{t('adminOversight.noRows')}</p>}
          {items.length > 0 && (
            <div className="admin-page-data-scroll">
              <table className="admin-page-data-table">
                <thead>
                  <tr>
                    <th scope="col">{t('adminOversight.audit.at')}</th>
                    <th scope="col">{t('adminOversight.audit.account')}</th>
                    <th scope="col">{t('adminOversight.audit.action')}</th>
                    <th scope="col">{t('adminOversight.audit.target')}</th>
                    <th scope="col">{t('adminOversight.audit.change')}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((e) => (
                    <tr key={e.id} data-audit-id={e.id}>
                        <td data-label={t('adminOversight.audit.at')}><time dateTime={e.at}>{formatDateTime(e.at, locale)}</time></td>
                        <td data-label={t('adminOversight.audit.account')}>{e.email}<span className="admin-page-data-sub">#{e.accountId}</span></td>
                        <td data-label={t('adminOversight.audit.action')}><code>{e.action}</code></td>
                        <td data-label={t('adminOversight.audit.target')}><code>{e.target}</code></td>
                        <td data-label={t('adminOversight.audit.change')}>
                          <FieldDiffTable diff={toFieldDiff(e.before, e.after)} label={`${e.action} ${e.target}`} />
                        </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <nav className="admin-oversight-pager" aria-label={t('adminOversight.audit.page', { page: page + 1, pages })}>
            <button type="button" className="button button-small" disabled={page === 0} onClick={() => setPage(page - 1)}>{t('adminOversight.audit.previous')}</button>
            <span>{t('adminOversight.audit.page', { page: page + 1, pages })}</span>
            <button type="button" className="button button-small" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>{t('adminOversight.audit.next')}</button>
          </nav>
        </>
      )}
    </div>
  );
}
