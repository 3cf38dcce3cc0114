// Deciding one pending demand in place: approve from a moment (and maybe until one), or refuse with a reason.
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { FieldMessage, inputProps } from '../../shell/settings/limits/FieldMessage';
import { checkText, serverFieldErrors, type FieldErrors } from '../../shell/settings/limits/limitFieldErrors';
import type { DemandItem } from '../../shell/settings/limits/limitTypes';
import { checkPeriod } from './limitDraft';
import { approveDemand, refuseDemand } from './serviceLimitsApi';

interface Props {
  demand: DemandItem;
  mode: 'approve' | 'refuse';
  nowLocal: string;
  onDone: (mode: 'approve' | 'refuse') => void;
  onCancel: () => void;
}

export function DemandDecision({ demand, mode, nowLocal, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const base = useId();
  const [from, setFrom] = useState(nowLocal);
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const email = demand.accountEmail ?? String(demand.accountId);

  const submit = async () => {
    let send: () => Promise<unknown>;
    if (mode === 'approve') {
      const period = checkPeriod(from, until);
      if (!period.ok) { setErrors(period.errors); return; }
      send = () => approveDemand(demand.id, period.from, period.until);
    } else {
      const fault = checkText(reason, true);
      if (fault) { setErrors({ reason: fault }); return; }
      send = () => refuseDemand(demand.id, reason.trim());
    }
    setSaving(true);
    try {
      await send();
      onDone(mode);
    } catch (error) {
      setErrors(serverFieldErrors(error, ['effectiveFrom', 'effectiveUntil', 'reason']));
    } finally {
      setSaving(false);
    }
  };

  const label = t(mode === 'approve' ? 'serviceLimits.admin.approveOf' : 'serviceLimits.admin.refuseOf', { email });
  return (
    <form
      className="service-limit-decision" aria-label={label} noValidate
      onSubmit={(e) => { e.preventDefault(); void submit(); }}
      onKeyDown={(e) => { if (e.key === 'Escape') { e.preventDefault(); onCancel(); } }}
    >
      {mode === 'approve' ? (
        <>
          <div className="field">
            <label htmlFor={`${base}-effectiveFrom`}>{t('serviceLimits.from')}</label>
            <input {...inputProps(`${base}-effectiveFrom`, errors.effectiveFrom)} type="datetime-local" step={60} autoFocus value={from} onChange={(e) => { setFrom(e.target.value); setErrors({}); }} />
            <FieldMessage id={`${base}-effectiveFrom-error`} error={errors.effectiveFrom} />
          </div>
          <div className="field">
            <label htmlFor={`${base}-effectiveUntil`}>{t('serviceLimits.until')}</label>
            <input {...inputProps(`${base}-effectiveUntil`, errors.effectiveUntil)} type="datetime-local" step={60} value={until} onChange={(e) => { setUntil(e.target.value); setErrors({}); }} />
            <FieldMessage id={`${base}-effectiveUntil-error`} error={errors.effectiveUntil} />
          </div>
        </>
      ) : (
        <div className="field service-limit-note">
          <label htmlFor={`${base}-reason`}>{t('serviceLimits.admin.refusalReason')}</label>
          <input {...inputProps(`${base}-reason`, errors.reason)} autoFocus value={reason} onChange={(e) => { setReason(e.target.value); setErrors({}); }} />
          <FieldMessage id={`${base}-reason-error`} error={errors.reason} />
        </div>
      )}
      <FieldMessage id={`${base}-form-error`} error={errors.form} />
      <div className="service-limit-actions">
        <button type="submit" className={mode === 'approve' ? 'button button-primary' : 'button button-danger'} disabled={saving}>
          {saving ? t('serviceLimits.saving') : t(mode === 'approve' ? 'serviceLimits.admin.approve' : 'serviceLimits.admin.refuse')}
        </button>
        <button type="button" className="button" onClick={onCancel}>{t('serviceLimits.cancel')}</button>
      </div>
    </form>
  );
}
