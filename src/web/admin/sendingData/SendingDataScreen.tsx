// Screen 9019, Sending data: every delivery of members' orders (member, order, when, target, status, attempts,
// response code), searchable and filtered by status; retry one, or pause / resume a member's deliveries, each
// after a confirmation, ending in the "Operation Successful" notice.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../engine/format/formatDateTime';
import { useLocale } from '../../i18n/useLocale';
import { useTranslation } from '../../i18n/useTranslation';
import { PageHeader } from '../../shell/PageHeader';
import { showNotice } from '../../shell/notices/noticeStore';
import type { DeliveryStatus } from '../../shell/settings/orders/memberCalls';
import { ConfirmDialog, type PendingConfirmation } from '../settings/ConfirmDialog';
import '../pageData/pageData.css';
import { DELIVERIES_ADMIN, DELIVERY_STATUSES, fetchDeliveries, pauseMember, retryDelivery, type DeliveryRow } from './sendingDataApi';

const matches = (row: DeliveryRow, search: string) => {
  const needle = search.trim().toLocaleLowerCase('tr');
  return !needle || [row.memberEmail, row.orderName, row.target, row.fileName, String(row.id)].some((v) => v?.toLocaleLowerCase('tr').includes(needle));
};

export function SendingDataScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const client = useQueryClient();
  const [status, setStatus] = useState<DeliveryStatus | ''>('');
  const [search, setSearch] = useState('');
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const queryKey = [DELIVERIES_ADMIN, status] as const;
  const rows = useQuery({ queryKey, queryFn: ({ signal }) => fetchDeliveries(status, signal) });
  const all = rows.data ?? [];
  const shown = all.filter((row) => matches(row, search));
  const done = async (message: string) => {
    showNotice({ kind: 'success', message });
    await client.invalidateQueries({ queryKey: [DELIVERIES_ADMIN] });
  };
  const askRetry = (row: DeliveryRow) => setPending({
    title: t('deliveries.sendingData.retry'), text: t('deliveries.sendingData.confirmRetry'),
    run: async () => { const run = await retryDelivery(row.id); await done(t('deliveries.sendingData.retried', { status: t(`deliveries.statuses.${run.status}`) })); },
  });
  const askPause = (row: DeliveryRow) => setPending({
    title: row.memberPaused ? t('deliveries.sendingData.resumeMember') : t('deliveries.sendingData.pauseMember'),
    text: row.memberPaused ? t('deliveries.sendingData.resumeMember') : t('deliveries.sendingData.confirmPause', { email: row.memberEmail ?? row.accountId }),
    run: async () => { await pauseMember(row.accountId, !row.memberPaused); await done(t(row.memberPaused ? 'deliveries.sendingData.resumedDone' : 'deliveries.sendingData.pausedDone')); },
  });

  return (
    <div className="content-page admin-page-data">
      <PageHeader title={t('deliveries.sendingData.title')} lead={t('deliveries.sendingData.intro')} />
      <div className="admin-page-data-tools">
        <div className="field">
          <label htmlFor={`${id}-search`}>{t('deliveries.sendingData.search')}</label>
          <input id={`${id}-search`} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-status`}>{t('deliveries.sendingData.status')}</label>
          <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as DeliveryStatus | '')}>
            <option value="">{t('deliveries.sendingData.allStatuses')}</option>
            {DELIVERY_STATUSES.map((s) => <option key={s} value={s}>{t(`deliveries.statuses.${s}`)}</option>)}
          </select>
        </div>
      </div>
      {rows.isPending && <p className="status" role="status">{t('status.loading')}</p>}
      {rows.data && (
        <>
          <p className="muted" role="status" aria-live="polite">{t('deliveries.sendingData.count', { shown: shown.length, total: all.length })}</p>
          {shown.length === 0 && <p className="status">{t('deliveries.sendingData.empty')}</p>}
          <div className="admin-page-data-scroll">
            <table className="admin-page-data-table">
              <thead>
                <tr>
                  {['member', 'order', 'when', 'target', 'status', 'attempts', 'responseCode', 'actions'].map((k) => <th key={k} scope="col">{t(`deliveries.sendingData.${k}`)}</th>)}
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr key={row.id}>
                    <td data-label={t('deliveries.sendingData.member')}>{row.memberEmail ?? row.accountId}{row.memberPaused && <span className="admin-page-data-changed"> {t('deliveries.sendingData.memberPaused')}</span>}</td>
                    <td data-label={t('deliveries.sendingData.order')}>{row.orderName ?? row.orderId}</td>
                    <td data-label={t('deliveries.sendingData.when')}><time dateTime={row.createdAt}>{formatDateTime(row.createdAt, locale)}</time></td>
                    <td data-label={t('deliveries.sendingData.target')} className="admin-page-data-path">{row.target}</td>
                    <td data-label={t('deliveries.sendingData.status')}>{t(`deliveries.statuses.${row.status}`)}{row.error ? <span className="admin-page-data-sub">{row.error}</span> : null}</td>
                    <td data-label={t('deliveries.sendingData.attempts')}>{row.attempts}</td>
                    <td data-label={t('deliveries.sendingData.responseCode')}>{row.responseCode ?? '—'}</td>
                    <td data-label={t('deliveries.sendingData.actions')}>
                      <button type="button" className="button button-small" disabled={row.status === 'delivered'} onClick={() => askRetry(row)}>{t('deliveries.sendingData.retry')}</button>{' '}
                      <button type="button" className="button button-small" onClick={() => askPause(row)}>{row.memberPaused ? t('deliveries.sendingData.resumeMember') : t('deliveries.sendingData.pauseMember')}</button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <ConfirmDialog pending={pending} onClose={() => setPending(null)} />
    </div>
  );
}
