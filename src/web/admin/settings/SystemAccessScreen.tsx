// Screen 9012: system access operations. The accounts, searched and filtered by role and status, each with what
// it has open (sessions, tickets) and its actions: make administrator or demote, disable or enable, end its
// sessions. Every action is confirmed first; the server refuses changing one's own account and leaving the
// platform without an administrator, and the error modal says so.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { PageHeader } from '../../shell/PageHeader';
import { showNotice } from '../../shell/notices/noticeStore';
import { changeAccess, changeRole, fetchAccounts, type AccountFilter, type AccountItem } from './adminSettingsApi';
import { ConfirmDialog, type PendingConfirmation } from './ConfirmDialog';
import '../pageData/pageData.css';
import './adminSettings.css';

type Action = 'admin' | 'member' | 'disable' | 'enable' | 'revoke-sessions';

const ACTION_LABEL: Record<Action, string> = {
  admin: 'adminSettings.access.makeAdmin', member: 'adminSettings.access.makeMember', disable: 'adminSettings.access.disable',
  enable: 'adminSettings.access.enable', 'revoke-sessions': 'adminSettings.access.revoke',
};

/** The actions an account offers in its state. */
export function actionsOf(account: AccountItem): Action[] {
  return [account.role === 'admin' ? 'member' : 'admin', account.status === 'active' ? 'disable' : 'enable', ...(account.sessions + account.tickets > 0 ? ['revoke-sessions' as const] : [])];
}

export function SystemAccessScreen() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [filter, setFilter] = useState<AccountFilter>({ search: '', role: '', status: '' });
  const deferred = useDeferredValue(filter);
  const query = { ...deferred, search: deferred.search.trim() };
  const accounts = useQuery({ queryKey: ['admin', 'settings', 'accounts', query], queryFn: ({ signal }) => fetchAccounts(query, signal), placeholderData: keepPreviousData });
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const id = useId();

  const ask = (account: AccountItem, action: Action) => setPending({
    title: t('adminSettings.access.confirmTitle'),
    text: t(`adminSettings.access.confirm.${action}`, { email: account.email }),
    run: async () => {
      try {
        if (action === 'admin' || action === 'member') await changeRole(account.id, action);
        else await changeAccess(account.id, action);
        await client.invalidateQueries({ queryKey: ['admin', 'settings', 'accounts'] });
        showNotice({ kind: 'success', message: t('adminSettings.access.done', { email: account.email }) });
      } catch {
        // The error modal has said why (own account, last administrator).
      }
    },
  });

  const data = accounts.data;
  return (
    <div className="content-page admin-settings">
      <PageHeader title={t('adminSettings.access.title')} lead={t('adminSettings.access.lead')} />
      <div className="admin-page-data-tools">
        <div className="field">
          <label htmlFor={`${id}-search`}>{t('adminSettings.access.search')}</label>
          <input id={`${id}-search`} type="search" value={filter.search} placeholder={t('adminSettings.access.searchHint')} onChange={(e) => setFilter({ ...filter, search: e.target.value })} />
        </div>
        <div className="field admin-settings-narrow">
          <label htmlFor={`${id}-role`}>{t('adminSettings.access.role')}</label>
          <select id={`${id}-role`} value={filter.role} onChange={(e) => setFilter({ ...filter, role: e.target.value as AccountFilter['role'] })}>
            <option value="">{t('adminSettings.access.any')}</option>
            <option value="member">{t('adminSettings.access.member')}</option>
            <option value="admin">{t('adminSettings.access.admin')}</option>
          </select>
        </div>
        <div className="field admin-settings-narrow">
          <label htmlFor={`${id}-status`}>{t('adminSettings.access.status')}</label>
          <select id={`${id}-status`} value={filter.status} onChange={(e) => setFilter({ ...filter, status: e.target.value as AccountFilter['status'] })}>
            <option value="">{t('adminSettings.access.any')}</option>
            <option value="active">{t('adminSettings.access.active')}</option>
            <option value="disabled">{t('adminSettings.access.disabled')}</option>
          </select>
        </div>
      </div>
      {accounts.isPending && <p className="status" role="status">{t('status.loading')}</p>}
      {accounts.isError && (
        <p className="status" role="alert">
          {t('adminSettings.loadFailed')} <button type="button" className="button button-small" onClick={() => void accounts.refetch()}>{t('adminSettings.retry')}</button>
        </p>
      )}
      {data && (
        <>
          <p className="muted" role="status" aria-live="polite">
            {data.total > data.items.length ? t('adminSettings.access.shownLimited', { total: data.total, limit: data.limit }) : t('adminSettings.access.shown', { count: data.total })}
          </p>
          {data.items.length === 0 ? <p className="status">{t('adminSettings.access.none')}</p> : (
            <div className="admin-page-data-scroll">
              <table className="admin-page-data-table admin-settings-table">
                <thead>
                  <tr>
                    <th scope="col">{t('adminSettings.access.colAccount')}</th>
                    <th scope="col">{t('adminSettings.access.colOrganization')}</th>
                    <th scope="col">{t('adminSettings.access.role')}</th>
                    <th scope="col">{t('adminSettings.access.status')}</th>
                    <th scope="col">{t('adminSettings.access.colOpen')}</th>
                    <th scope="col">{t('adminSettings.access.colActions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((account) => (
                    <tr key={account.id} data-account-id={account.id} className={account.status === 'disabled' ? 'is-expired' : undefined}>
                      <td data-label={t('adminSettings.access.colAccount')}>
                        {account.email}
                        <span className="admin-page-data-sub">{account.name} {account.surname}</span>
                      </td>
                      <td data-label={t('adminSettings.access.colOrganization')}>{account.organization}</td>
                      <td data-label={t('adminSettings.access.role')}>{t(`adminSettings.access.${account.role}`)}</td>
                      <td data-label={t('adminSettings.access.status')}>
                        <span className={`admin-settings-badge is-${account.status}`}>{t(`adminSettings.access.${account.status}`)}</span>
                      </td>
                      <td data-label={t('adminSettings.access.colOpen')}>{t('adminSettings.access.open', { sessions: account.sessions, tickets: account.tickets })}</td>
                      <td className="admin-settings-actions">
                        {actionsOf(account).map((action) => (
                          <button
                            key={action} type="button" className="button button-small"
                            aria-label={t('adminSettings.access.actionOf', { action: t(ACTION_LABEL[action]), email: account.email })}
                            onClick={() => ask(account, action)}
                          >{t(ACTION_LABEL[action])}</button>
                        ))}
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
