// The settings dialog's "Parameters" tab (signed-in members): the region and date range report pages open on
// when their address names no filter, saved on the server for the member. Units are not offered: no report
// lets the reader choose a currency or an energy unit, so there is nothing such a default could change.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { datePresets } from '../../../../../schemas/reportConstants';
import { useTranslation } from '../../../i18n/useTranslation';
import { lookupQuery } from '../../../report/filters/lookup/lookupQuery';
import { showNotice } from '../../notices/noticeStore';
import { FieldMessage, inputProps } from '../limits/FieldMessage';
import { serverFieldErrors, type FieldErrors } from '../limits/limitFieldErrors';
import { REGION_LOOKUP } from './memberDefaultsSearch';
import { MEMBER_PARAMETERS_KEY, memberParametersQuery, saveMemberParameters, type MemberParameters } from './memberParametersApi';
import '../limits/limits.css';

export function ParametersTab() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const saved = useQuery(memberParametersQuery());
  const regions = useQuery(lookupQuery(REGION_LOOKUP));
  const [draft, setDraft] = useState<MemberParameters | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const base = useId();

  if (saved.isError) {
    return <p className="status" role="alert">{t('serviceLimits.loadFailed')} <button type="button" className="button button-small" onClick={() => void saved.refetch()}>{t('serviceLimits.retry')}</button></p>;
  }
  if (!saved.data) return <p className="status" role="status">{t('status.loading')}</p>;
  const value = draft ?? saved.data;
  const change = (patch: Partial<MemberParameters>) => {
    setDraft({ ...value, ...patch });
    setErrors({});
  };

  const save = async () => {
    setSaving(true);
    try {
      const answer = await saveMemberParameters(value);
      client.setQueryData(MEMBER_PARAMETERS_KEY, answer);
      setDraft(null);
      showNotice({ kind: 'success', message: t('serviceLimits.parameters.saved') });
    } catch (error) {
      setErrors(serverFieldErrors(error, ['region', 'dateRange']));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="member-parameters" noValidate aria-label={t('serviceLimits.parameters.tab')} onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <p className="muted">{t('serviceLimits.parameters.lead')}</p>
      <div className="field">
        <label htmlFor={`${base}-region`}>{t('serviceLimits.parameters.region')}</label>
        <select {...inputProps(`${base}-region`, errors.region)} value={value.region ?? ''} onChange={(e) => change({ region: e.target.value === '' ? null : e.target.value })}>
          <option value="">{t('serviceLimits.parameters.pageDefault')}</option>
          {(regions.data ?? []).map((option) => <option key={String(option.value)} value={String(option.value)}>{option.label}</option>)}
          {value.region && !regions.data?.some((o) => String(o.value) === value.region) && <option value={value.region}>{value.region}</option>}
        </select>
        <FieldMessage id={`${base}-region-error`} error={errors.region} />
      </div>
      <div className="field">
        <label htmlFor={`${base}-dateRange`}>{t('serviceLimits.parameters.dateRange')}</label>
        <select {...inputProps(`${base}-dateRange`, errors.dateRange)} value={value.dateRange ?? ''} onChange={(e) => change({ dateRange: (datePresets as readonly string[]).includes(e.target.value) ? e.target.value as MemberParameters['dateRange'] : null })}>
          <option value="">{t('serviceLimits.parameters.pageDefault')}</option>
          {datePresets.map((preset) => <option key={preset} value={preset}>{t(`serviceLimits.parameters.presets.${preset}`)}</option>)}
        </select>
        <FieldMessage id={`${base}-dateRange-error`} error={errors.dateRange} />
      </div>
      <p className="muted">{t('serviceLimits.parameters.units')}</p>
      <FieldMessage id={`${base}-form-error`} error={errors.form} />
      <button type="submit" className="button button-primary" disabled={saving || draft === null}>{saving ? t('serviceLimits.saving') : t('serviceLimits.parameters.save')}</button>
    </form>
  );
}
