// The form for a new limit or the one being edited: who it applies to (the default, an organisation, a
// member by e-mail), units a minute, its period and a note. Faults show beside their fields, the form's own and
// the server's; Escape cancels an edit.
import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { FieldMessage, inputProps } from '../../shell/settings/limits/FieldMessage';
import type { FieldErrors } from '../../shell/settings/limits/limitFieldErrors';
import type { LimitScope } from '../../shell/settings/limits/limitTypes';
import type { LimitDraft } from './limitDraft';

const SCOPES: LimitScope[] = ['user', 'organization', 'default'];

interface Props {
  draft: LimitDraft;
  errors: FieldErrors;
  saving: boolean;
  onChange: (draft: LimitDraft) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

export function LimitForm({ draft, errors, saving, onChange, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const base = useId();
  const id = (field: string) => `${base}-${field}`;
  const set = (patch: Partial<LimitDraft>) => onChange({ ...draft, ...patch });
  const title = draft.id === null ? t('serviceLimits.admin.newLimit') : t('serviceLimits.admin.editLimit');
  return (
    <form
      className="service-limit-form" aria-label={title} noValidate data-form-id={base}
      onSubmit={(e) => { e.preventDefault(); onSubmit(); }}
      onKeyDown={(e) => { if (e.key === 'Escape' && draft.id !== null) { e.preventDefault(); onCancel(); } }}
    >
      <h2>{title}</h2>
      <div className="service-limit-fields">
        <div className="field">
          <label htmlFor={id('scope')}>{t('serviceLimits.admin.scopeField')}</label>
          <select id={id('scope')} value={draft.scope} onChange={(e) => set({ scope: e.target.value as LimitScope })}>
            {SCOPES.map((scope) => <option key={scope} value={scope}>{t(`serviceLimits.scope.${scope}`)}</option>)}
          </select>
        </div>
        {draft.scope === 'user' && (
          <div className="field">
            <label htmlFor={id('accountEmail')}>{t('serviceLimits.admin.accountEmail')}</label>
            <input {...inputProps(id('accountEmail'), errors.accountEmail)} type="email" autoComplete="off" value={draft.accountEmail} onChange={(e) => set({ accountEmail: e.target.value })} />
            <FieldMessage id={`${id('accountEmail')}-error`} error={errors.accountEmail} />
          </div>
        )}
        {draft.scope === 'organization' && (
          <div className="field">
            <label htmlFor={id('organization')}>{t('serviceLimits.organization')}</label>
            <input {...inputProps(id('organization'), errors.organization)} value={draft.organization} onChange={(e) => set({ organization: e.target.value })} />
            <FieldMessage id={`${id('organization')}-error`} error={errors.organization} />
          </div>
        )}
        <div className="field">
          <label htmlFor={id('perMinute')}>{t('serviceLimits.perMinute')}</label>
          <input {...inputProps(id('perMinute'), errors.perMinute)} inputMode="numeric" value={draft.perMinute} onChange={(e) => set({ perMinute: e.target.value })} />
          <FieldMessage id={`${id('perMinute')}-error`} error={errors.perMinute} />
        </div>
        <div className="field">
          <label htmlFor={id('effectiveFrom')}>{t('serviceLimits.from')}</label>
          <input {...inputProps(id('effectiveFrom'), errors.effectiveFrom)} type="datetime-local" step={60} value={draft.effectiveFrom} onChange={(e) => set({ effectiveFrom: e.target.value })} />
          <FieldMessage id={`${id('effectiveFrom')}-error`} error={errors.effectiveFrom} />
        </div>
        <div className="field">
          <label htmlFor={id('effectiveUntil')}>{t('serviceLimits.until')}</label>
          <input {...inputProps(id('effectiveUntil'), errors.effectiveUntil)} type="datetime-local" step={60} value={draft.effectiveUntil} onChange={(e) => set({ effectiveUntil: e.target.value })} />
          <FieldMessage id={`${id('effectiveUntil')}-error`} error={errors.effectiveUntil} />
        </div>
        <div className="field service-limit-note">
          <label htmlFor={id('note')}>{t('serviceLimits.note')}</label>
          <input {...inputProps(id('note'), errors.note)} value={draft.note} onChange={(e) => set({ note: e.target.value })} />
          <FieldMessage id={`${id('note')}-error`} error={errors.note} />
        </div>
      </div>
      <FieldMessage id={`${base}-form-error`} error={errors.form} />
      <div className="service-limit-actions">
        <button type="submit" className="button button-primary" disabled={saving}>{saving ? t('serviceLimits.saving') : t('serviceLimits.admin.save')}</button>
        {draft.id !== null && <button type="button" className="button" onClick={onCancel}>{t('serviceLimits.cancel')}</button>}
      </div>
    </form>
  );
}
