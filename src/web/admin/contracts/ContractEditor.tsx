// A draft of the terms: label, effective time (Istanbul) and the text in both languages, each written with the
// announcements' formatting toolbar beside its live preview. The server checks the whole draft; each fault shows
// beside its field. Unsaved text warns before the page is left.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLeaveWarning } from '../../shell/useLeaveWarning';
import { FormattedBodyField } from '../announcements/FormattedBodyField';
import { fieldErrors, toIstanbulTime } from '../settings/adminSettingsApi';
import { saveDraft, type ContractVersionItem, type VersionDraft } from './contractsApi';

const FIELDS = ['label', 'bodyTr', 'bodyEn', 'effectiveAt'] as const;
type Field = (typeof FIELDS)[number];
type Form = Record<Field, string>;

const toForm = (version: ContractVersionItem | null): Form => version
  ? { label: version.label, bodyTr: version.bodyTr, bodyEn: version.bodyEn, effectiveAt: version.effectiveAt.slice(0, 16) }
  : { label: '', bodyTr: '', bodyEn: '', effectiveAt: '' };

export function ContractEditor({ version, onSaved, onCancel }: { version: ContractVersionItem | null; onSaved: (saved: ContractVersionItem) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [start] = useState(() => toForm(version));
  const [form, setForm] = useState<Form>(start);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const changed = FIELDS.some((f) => form[f] !== start[f]);
  useLeaveWarning(changed, t('contracts.unsaved'));

  const set = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const message = (field: Field) => errors[field] && <span className="field-error" id={`${id}-${field}-error`} role="alert">{errors[field]}</span>;
  const props = (field: Field) => ({ id: `${id}-${field}`, 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': errors[field] ? `${id}-${field}-error` : `${id}-${field}-hint` });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    for (const field of FIELDS) if (form[field].trim() === '') missing[field] = t('contracts.empty');
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      document.getElementById(`${id}-${FIELDS.find((f) => missing[f])}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const draft: VersionDraft = { label: form.label.trim(), bodyTr: form.bodyTr, bodyEn: form.bodyEn, effectiveAt: toIstanbulTime(form.effectiveAt) };
      onSaved(await saveDraft(version?.id ?? null, draft));
    } catch (error) {
      const found = fieldErrors(error, FIELDS);
      setErrors(found);
      const first = FIELDS.find((f) => found[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="admin-settings-form contracts-editor" aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={`${id}-title`}>{version ? t('contracts.editTitle', { label: version.label }) : t('contracts.newTitle')}</h2>
      <div className="admin-settings-fields">
        <div className="field">
          <label htmlFor={`${id}-label`}>{t('contracts.label')}</label>
          <input {...props('label')} value={form.label} maxLength={40} autoComplete="off" onChange={(e) => set('label', e.target.value)} />
          <span className="muted admin-settings-hint" id={`${id}-label-hint`}>{t('contracts.labelHint')}</span>
          {message('label')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-effectiveAt`}>{t('contracts.effectiveAt')}</label>
          <input {...props('effectiveAt')} type="datetime-local" value={form.effectiveAt} onChange={(e) => set('effectiveAt', e.target.value)} />
          <span className="muted admin-settings-hint" id={`${id}-effectiveAt-hint`}>{t('contracts.effectiveHint')}</span>
          {message('effectiveAt')}
        </div>
      </div>
      <p className="muted">{t('contracts.bodyHint')}</p>
      <FormattedBodyField id={`${id}-bodyTr`} label={t('contracts.bodyTr')} language="tr" value={form.bodyTr} onChange={(v) => set('bodyTr', v)} error={message('bodyTr')} invalid={!!errors.bodyTr} />
      <FormattedBodyField id={`${id}-bodyEn`} label={t('contracts.bodyEn')} language="en" value={form.bodyEn} onChange={(v) => set('bodyEn', v)} error={message('bodyEn')} invalid={!!errors.bodyEn} />
      {errors.form && <p className="field-error" role="alert">{errors.form}</p>}
      <div className="contracts-actions">
        <button type="submit" className="button button-primary" disabled={saving}>{saving ? t('contracts.saving') : t('contracts.saveDraft')}</button>
        <button type="button" className="button" onClick={onCancel}>{t('contracts.cancel')}</button>
      </div>
    </form>
  );
}
