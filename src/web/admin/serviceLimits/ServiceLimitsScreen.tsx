// Screen 9018: web-service limits. The default in force, a form for a new limit (or the one being edited), the
// limit list and the members' demands, all searchable; a pending demand is approved from a moment or refused with
// a reason in place. Saves end with the "Operation Successful" notice, a delete asks first, and unsaved text in
// the form warns before the page is left.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocale } from '../../i18n/useLocale';
import { useTranslation } from '../../i18n/useTranslation';
import { PageHeader } from '../../shell/PageHeader';
import { showNotice } from '../../shell/notices/noticeStore';
import { serverFieldErrors, type FieldErrors } from '../../shell/settings/limits/limitFieldErrors';
import { LimitStatusBadge } from '../../shell/settings/limits/LimitStatusBadge';
import { formatDateTime } from '../../../engine/format/formatDateTime';
import { periodText, perMinuteText } from '../../shell/settings/limits/limitTexts';
import type { DemandItem, LimitItem } from '../../shell/settings/limits/limitTypes';
import { useLeaveWarning } from '../../shell/useLeaveWarning';
import { DemandDecision } from './DemandDecision';
import { checkLimitDraft, draftOf, emptyDraft, type LimitDraft } from './limitDraft';
import { LimitForm } from './LimitForm';
import { ADMIN_LIMITS_KEY, adminDemandsQuery, adminLimitsQuery, deleteLimit, saveLimit } from './serviceLimitsApi';
import { matchesLimitSearch } from './matchesLimitSearch';
import '../pageData/pageData.css';
import '../../shell/settings/limits/limits.css';
import './serviceLimits.css';

/** Now in Istanbul as a datetime-local value (Turkey keeps +03:00 all year). */
const istanbulNowLocal = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 16);

export function ServiceLimitsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const limits = useQuery(adminLimitsQuery());
  const demands = useQuery(adminDemandsQuery());
  const [blank] = useState(() => emptyDraft(istanbulNowLocal()));
  const [draft, setDraft] = useState<LimitDraft>(blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [search, setSearch] = useState('');
  const [confirming, setConfirming] = useState<number | null>(null);
  const [deciding, setDeciding] = useState<{ id: number; mode: 'approve' | 'refuse' } | null>(null);
  const searchId = useId();
  const dirty = JSON.stringify(draft) !== JSON.stringify(blank) && (draft.id === null || JSON.stringify(draft) !== JSON.stringify(draftOf(limits.data?.items.find((l) => l.id === draft.id) ?? ({} as LimitItem))));
  useLeaveWarning(dirty, t('serviceLimits.admin.unsaved'));

  const refresh = () => client.invalidateQueries({ queryKey: ADMIN_LIMITS_KEY });

  const submit = async () => {
    const checked = checkLimitDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    try {
      await saveLimit(checked.body);
      setDraft(blank);
      setErrors({});
      await refresh();
      showNotice({ kind: 'success', message: t('serviceLimits.admin.saved') });
    } catch (error) {
      setErrors(serverFieldErrors(error, ['scope', 'organization', 'accountEmail', 'perMinute', 'effectiveFrom', 'effectiveUntil', 'note']));
    } finally {
      setSaving(false);
    }
  };

  const remove = async (id: number) => {
    try {
      await deleteLimit(id);
      setConfirming(null);
      if (draft.id === id) setDraft(blank);
      await refresh();
      showNotice({ kind: 'success', message: t('serviceLimits.admin.deleted') });
    } catch {
      // Said by the error modal.
    }
  };

  const decided = async (mode: 'approve' | 'refuse') => {
    setDeciding(null);
    await refresh();
    showNotice({ kind: 'success', message: t(mode === 'approve' ? 'serviceLimits.admin.approved' : 'serviceLimits.admin.refused') });
  };

  const who = (item: Pick<LimitItem, 'scope' | 'organization' | 'accountEmail'>) =>
    item.scope === 'user' ? item.accountEmail ?? '' : item.scope === 'organization' ? item.organization ?? '' : t('serviceLimits.scope.default');
  const shownLimits = (limits.data?.items ?? []).filter((l) => matchesLimitSearch([who(l), t(`serviceLimits.scope.${l.scope}`), t(`serviceLimits.status.${l.status}`), l.note ?? ''], search));
  const shownDemands = (demands.data ?? []).filter((d) => matchesLimitSearch([d.accountEmail ?? '', d.organization ?? '', d.reason, t(`serviceLimits.status.${d.decision === 'refused' ? 'refused' : d.status}`)], search));

  return (
    <div className="content-page admin-page-data service-limits">
      <PageHeader title={t('serviceLimits.admin.title')} lead={t('serviceLimits.admin.lead')} />
      {limits.data && (
        <p className="service-limits-default">
          {t('serviceLimits.admin.inForce', { value: perMinuteText(t, limits.data.defaultPerMinute, locale), server: perMinuteText(t, limits.data.serverPerMinute, locale) })}
        </p>
      )}
      <LimitForm draft={draft} errors={errors} saving={saving} onChange={(next) => { setDraft(next); setErrors({}); }} onSubmit={() => void submit()} onCancel={() => { setDraft(blank); setErrors({}); }} />

      <div className="admin-page-data-tools">
        <div className="field">
          <label htmlFor={searchId}>{t('serviceLimits.admin.search')}</label>
          <input id={searchId} type="search" value={search} placeholder={t('serviceLimits.admin.searchHint')} onChange={(e) => setSearch(e.target.value)} />
        </div>
      </div>

      {(limits.isError || demands.isError) && (
        <p className="status" role="alert">{t('serviceLimits.loadFailed')} <button type="button" className="button button-small" onClick={() => void refresh()}>{t('serviceLimits.retry')}</button></p>
      )}
      {(limits.isPending || demands.isPending) && <p className="status" role="status">{t('status.loading')}</p>}

      <h2>{t('serviceLimits.admin.limits')}</h2>
      {limits.data && (shownLimits.length === 0 ? <p className="muted">{t('serviceLimits.admin.noLimits')}</p> : (
        <div className="admin-page-data-scroll">
          <table className="admin-page-data-table" aria-label={t('serviceLimits.admin.limits')}>
            <thead>
              <tr>
                <th scope="col">{t('serviceLimits.admin.scopeField')}</th>
                <th scope="col">{t('serviceLimits.perMinute')}</th>
                <th scope="col">{t('serviceLimits.from')} – {t('serviceLimits.until')}</th>
                <th scope="col">{t('serviceLimits.statusColumn')}</th>
                <th scope="col"><span className="visually-hidden">{t('serviceLimits.admin.edit')}</span></th>
              </tr>
            </thead>
            <tbody>
              {shownLimits.map((limit) => (
                <tr key={limit.id} data-limit-id={limit.id}>
                  <td data-label={t('serviceLimits.admin.scopeField')}>
                    {who(limit)}
                    <span className="admin-page-data-sub">{t(`serviceLimits.scope.${limit.scope}`)}{limit.note ? ` · ${limit.note}` : ''}</span>
                  </td>
                  <td data-label={t('serviceLimits.perMinute')}>{perMinuteText(t, limit.perMinute, locale)}</td>
                  <td data-label={t('serviceLimits.from')}>{periodText(t, limit.effectiveFrom, limit.effectiveUntil, locale)}</td>
                  <td data-label={t('serviceLimits.statusColumn')}><LimitStatusBadge status={limit.status} /></td>
                  <td className="service-limit-row-actions">
                    {confirming === limit.id ? (
                      <span role="group" aria-label={t('serviceLimits.admin.confirmDelete')}>
                        <span className="service-limit-confirm">{t('serviceLimits.admin.confirmDelete')}</span>
                        <button type="button" className="button button-small button-danger" autoFocus onClick={() => void remove(limit.id)}>{t('serviceLimits.admin.delete')}</button>
                        <button type="button" className="button button-small" onClick={() => setConfirming(null)}>{t('serviceLimits.cancel')}</button>
                      </span>
                    ) : (
                      <>
                        <button type="button" className="button button-small" aria-label={`${t('serviceLimits.admin.edit')}: ${who(limit)}`} onClick={() => { setDraft(draftOf(limit)); setErrors({}); window.scrollTo({ top: 0 }); }}>{t('serviceLimits.admin.edit')}</button>
                        <button type="button" className="button button-small" aria-label={`${t('serviceLimits.admin.delete')}: ${who(limit)}`} onClick={() => setConfirming(limit.id)}>{t('serviceLimits.admin.delete')}</button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}

      <h2>{t('serviceLimits.admin.demands')}</h2>
      {demands.data && (shownDemands.length === 0 ? <p className="muted">{t('serviceLimits.admin.noDemands')}</p> : (
        <div className="admin-page-data-scroll">
          <table className="admin-page-data-table" aria-label={t('serviceLimits.admin.demands')}>
            <thead>
              <tr>
                <th scope="col">{t('serviceLimits.memberColumn')}</th>
                <th scope="col">{t('serviceLimits.perMinute')}</th>
                <th scope="col">{t('serviceLimits.reason')}</th>
                <th scope="col">{t('serviceLimits.statusColumn')}</th>
                <th scope="col"><span className="visually-hidden">{t('serviceLimits.admin.approve')}</span></th>
              </tr>
            </thead>
            <tbody>
              {shownDemands.flatMap((demand) => demandRows(demand))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );

  function demandRows(demand: DemandItem) {
    const email = demand.accountEmail ?? String(demand.accountId);
    const open = deciding?.id === demand.id ? deciding : null;
    return [
      <tr key={demand.id} data-demand-id={demand.id}>
        <td data-label={t('serviceLimits.memberColumn')}>
          {email}
          <span className="admin-page-data-sub">{demand.organization ?? ''} · {t(`serviceLimits.kind.${demand.kind}`)} · {formatDateTime(demand.requestedAt, locale)}</span>
        </td>
        <td data-label={t('serviceLimits.perMinute')}>{perMinuteText(t, demand.perMinute, locale)}</td>
        <td data-label={t('serviceLimits.reason')}>
          {demand.reason}
          {demand.refusalReason && <span className="admin-page-data-sub">{t('serviceLimits.member.refusalReason', { reason: demand.refusalReason })}</span>}
          {demand.effectiveFrom && <span className="admin-page-data-sub">{periodText(t, demand.effectiveFrom, demand.effectiveUntil, locale)}</span>}
        </td>
        <td data-label={t('serviceLimits.statusColumn')}><LimitStatusBadge status={demand.status} refused={demand.decision === 'refused'} /></td>
        <td className="service-limit-row-actions">
          {demand.status === 'pending-to-confirm' && !open && (
            <>
              <button type="button" className="button button-small button-primary" aria-label={t('serviceLimits.admin.approveOf', { email })} onClick={() => setDeciding({ id: demand.id, mode: 'approve' })}>{t('serviceLimits.admin.approve')}</button>
              <button type="button" className="button button-small" aria-label={t('serviceLimits.admin.refuseOf', { email })} onClick={() => setDeciding({ id: demand.id, mode: 'refuse' })}>{t('serviceLimits.admin.refuse')}</button>
            </>
          )}
        </td>
      </tr>,
      open && (
        <tr key={`${demand.id}-decision`} className="admin-page-data-editor-row">
          <td colSpan={5}>
            <DemandDecision demand={demand} mode={open.mode} nowLocal={istanbulNowLocal()} onDone={(mode) => void decided(mode)} onCancel={() => setDeciding(null)} />
          </td>
        </tr>
      ),
    ];
  }
}
