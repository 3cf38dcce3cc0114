// The settings dialog's "Limits" tab (signed-in members): the limit that holds now and where it comes from,
// the limits that apply, the member's demands with their states (a refusal with its reason), and a form to ask
// for a new limit or a change to one of their own, with every fault beside its field.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocale } from '../../../i18n/useLocale';
import { useTranslation } from '../../../i18n/useTranslation';
import { showNotice } from '../../notices/noticeStore';
import { FieldMessage, inputProps } from './FieldMessage';
import { checkPerMinute, checkText, collect, serverFieldErrors, type FieldErrors } from './limitFieldErrors';
import { LimitStatusBadge } from './LimitStatusBadge';
import { periodText, perMinuteText } from './limitTexts';
import { memberDemandsQuery, memberLimitsQuery, sendDemand } from './memberLimitsApi';
import { REASON_MAX } from './limitTypes';
import './limits.css';

interface Draft { kind: 'new' | 'update'; limitId: string; perMinute: string; reason: string }
const EMPTY: Draft = { kind: 'new', limitId: '', perMinute: '', reason: '' };

export function LimitsTab() {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const limits = useQuery(memberLimitsQuery());
  const demands = useQuery(memberDemandsQuery());
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const base = useId();
  const own = (limits.data?.items ?? []).filter((l) => l.scope === 'user' && l.status !== 'status-expired');

  const change = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors({});
  };

  const send = async () => {
    const found = collect({
      perMinute: checkPerMinute(draft.perMinute),
      reason: checkText(draft.reason, true),
      limitId: draft.kind === 'update' && draft.limitId === '' ? { key: 'serviceLimits.required' } : undefined,
    });
    if (Object.keys(found).length > 0) {
      setErrors(found);
      document.getElementById(`${base}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await sendDemand({ kind: draft.kind, ...(draft.kind === 'update' ? { limitId: Number(draft.limitId) } : {}), perMinute: Number(draft.perMinute), reason: draft.reason.trim() });
      setDraft(EMPTY);
      await client.invalidateQueries({ queryKey: ['member'] });
      showNotice({ kind: 'success', message: t('serviceLimits.member.sent') });
    } catch (error) {
      setErrors(serverFieldErrors(error, ['kind', 'limitId', 'perMinute', 'reason']));
    } finally {
      setSending(false);
    }
  };

  if (limits.isError || demands.isError) {
    return (
      <p className="status" role="alert">
        {t('serviceLimits.loadFailed')}{' '}
        <button type="button" className="button button-small" onClick={() => { void limits.refetch(); void demands.refetch(); }}>{t('serviceLimits.retry')}</button>
      </p>
    );
  }
  if (!limits.data || !demands.data) return <p className="status" role="status">{t('status.loading')}</p>;
  const inForce = limits.data.inForce;

  return (
    <div className="member-limits">
      <p className="member-limits-now">
        <strong>{t('serviceLimits.member.inForce', { value: perMinuteText(t, inForce.perMinute, locale) })}</strong>{' '}
        <span className="muted">{t('serviceLimits.member.source', { source: t(`serviceLimits.scope.${inForce.source}`) })}</span>
      </p>
      <p className="muted">{t('serviceLimits.unitsHint')}</p>

      <h3>{t('serviceLimits.member.limits')}</h3>
      {limits.data.items.length === 0 ? <p className="muted">{t('serviceLimits.member.noLimits')}</p> : (
        <ul className="member-limits-list">
          {limits.data.items.map((limit) => (
            <li key={limit.id} data-limit-id={limit.id}>
              <span>{t(`serviceLimits.scope.${limit.scope}`)}{limit.organization ? ` · ${limit.organization}` : ''}</span>
              <strong>{perMinuteText(t, limit.perMinute, locale)}</strong>
              <span className="muted">{periodText(t, limit.effectiveFrom, limit.effectiveUntil, locale)}</span>
              <LimitStatusBadge status={limit.status} />
            </li>
          ))}
        </ul>
      )}

      <h3>{t('serviceLimits.member.demands')}</h3>
      {demands.data.length === 0 ? <p className="muted">{t('serviceLimits.member.noDemands')}</p> : (
        <ul className="member-limits-list">
          {demands.data.map((demand) => (
            <li key={demand.id} data-demand-id={demand.id}>
              <span>{t(`serviceLimits.kind.${demand.kind}`)}</span>
              <strong>{perMinuteText(t, demand.perMinute, locale)}</strong>
              <span className="muted">{demand.effectiveFrom ? periodText(t, demand.effectiveFrom, demand.effectiveUntil, locale) : demand.reason}</span>
              <LimitStatusBadge status={demand.status} refused={demand.decision === 'refused'} />
              {demand.refusalReason && <span className="member-limits-refusal">{t('serviceLimits.member.refusalReason', { reason: demand.refusalReason })}</span>}
            </li>
          ))}
        </ul>
      )}

      <form className="member-limits-form" aria-label={t('serviceLimits.member.ask')} noValidate onSubmit={(e) => { e.preventDefault(); void send(); }}>
        <h3>{t('serviceLimits.member.ask')}</h3>
        <div className="field">
          <label htmlFor={`${base}-kind`}>{t('serviceLimits.member.kindField')}</label>
          <select id={`${base}-kind`} value={draft.kind} onChange={(e) => change({ kind: e.target.value === 'update' ? 'update' : 'new', limitId: '' })}>
            <option value="new">{t('serviceLimits.kind.new')}</option>
            {own.length > 0 && <option value="update">{t('serviceLimits.kind.update')}</option>}
          </select>
        </div>
        {draft.kind === 'update' && (
          <div className="field">
            <label htmlFor={`${base}-limitId`}>{t('serviceLimits.member.limitField')}</label>
            <select {...inputProps(`${base}-limitId`, errors.limitId)} value={draft.limitId} onChange={(e) => change({ limitId: e.target.value })}>
              <option value="" />
              {own.map((l) => <option key={l.id} value={l.id}>{`${perMinuteText(t, l.perMinute, locale)} · ${periodText(t, l.effectiveFrom, l.effectiveUntil, locale)}`}</option>)}
            </select>
            <FieldMessage id={`${base}-limitId-error`} error={errors.limitId} />
          </div>
        )}
        <div className="field">
          <label htmlFor={`${base}-perMinute`}>{t('serviceLimits.perMinute')}</label>
          <input {...inputProps(`${base}-perMinute`, errors.perMinute)} inputMode="numeric" value={draft.perMinute} onChange={(e) => change({ perMinute: e.target.value })} />
          <FieldMessage id={`${base}-perMinute-error`} error={errors.perMinute} />
        </div>
        <div className="field">
          <label htmlFor={`${base}-reason`}>{t('serviceLimits.reason')}</label>
          <textarea {...inputProps(`${base}-reason`, errors.reason)} rows={3} maxLength={REASON_MAX} value={draft.reason} onChange={(e) => change({ reason: e.target.value })} />
          <FieldMessage id={`${base}-reason-error`} error={errors.reason} />
        </div>
        <FieldMessage id={`${base}-form-error`} error={errors.form} />
        <button type="submit" className="button button-primary" disabled={sending}>{sending ? t('serviceLimits.saving') : t('serviceLimits.member.send')}</button>
      </form>
    </div>
  );
}
