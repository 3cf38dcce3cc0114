// Screen 9010, process parameters: the publication times the platform follows (interim and final day-ahead
// results, the trading session's close, the settlement day). Edited in one form, checked whole by the server
// (each fault beside its field), in force at once on every report and in the API. Unsaved edits warn on leaving.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { PageHeader } from '../../shell/PageHeader';
import { showNotice } from '../../shell/notices/noticeStore';
import { useLeaveWarning } from '../../shell/useLeaveWarning';
import { fieldErrors } from './adminSettingsApi';
import { fetchProcess, PROCESS_KEY, saveProcess, type ProcessParameters } from './platformSettingsApi';
import { SettingStamp } from './SettingStamp';
import '../pageData/pageData.css';
import './adminSettings.css';

const FIELDS = ['interimTime', 'finalTime', 'sessionCloseTime', 'settlementDay'] as const;
type Field = (typeof FIELDS)[number];
type Draft = Record<Field, string>;

const toDraft = (values: ProcessParameters): Draft => ({ ...values, settlementDay: String(values.settlementDay) });
const sameAs = (draft: Draft, values: ProcessParameters) => FIELDS.every((field) => draft[field] === toDraft(values)[field]);

export function ProcessParametersScreen() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const answer = useQuery({ queryKey: PROCESS_KEY, queryFn: ({ signal }) => fetchProcess(signal) });
  // The form shows the saved values until the administrator edits them.
  const [edited, setDraft] = useState<Draft | null>(null);
  const draft = edited ?? (answer.data ? toDraft(answer.data.values) : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const id = useId();
  const changed = !!draft && !!answer.data && !sameAs(draft, answer.data.values);
  useLeaveWarning(changed, t('platformFacts.unsaved'));

  const set = (field: Field, value: string) => {
    if (draft) setDraft({ ...draft, [field]: value });
    setErrors(({ [field]: _gone, form: _form, ...rest }) => rest);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setSaving(true);
    try {
      const saved = await saveProcess({ ...draft, settlementDay: Number(draft.settlementDay) });
      client.setQueryData(PROCESS_KEY, saved);
      setDraft(null);
      showNotice({ kind: 'success', message: t('platformFacts.saved') });
    } catch (error) {
      const found = fieldErrors(error, FIELDS);
      setErrors(found);
      const first = FIELDS.find((f) => found[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    } finally {
      setSaving(false);
    }
  };

  const field = (name: Field, kind: 'time' | 'day') => (
    <div className="field" key={name}>
      <label htmlFor={`${id}-${name}`}>{t(`platformFacts.process.${name}`)}</label>
      <input
        id={`${id}-${name}`} value={draft?.[name] ?? ''} inputMode="numeric" autoComplete="off" spellCheck={false}
        // Plain text for times: a time field would show 12-hour clocks in some browsers; the platform writes 24-hour.
        {...(kind === 'time' ? { type: 'text', maxLength: 5, placeholder: '13:00' } : { type: 'number', min: 1, max: 28 })}
        aria-invalid={errors[name] ? true : undefined} aria-describedby={errors[name] ? `${id}-${name}-error` : `${id}-${name}-hint`}
        onChange={(e) => set(name, e.target.value)}
      />
      <span className="muted admin-settings-hint" id={`${id}-${name}-hint`}>
        {t(`platformFacts.process.${name}Where`)} {answer.data && t('platformFacts.defaultIs', { value: String(answer.data.defaults[name]) })}
      </span>
      {errors[name] && <span className="field-error" id={`${id}-${name}-error`} role="alert">{errors[name]}</span>}
    </div>
  );

  return (
    <div className="content-page admin-settings">
      <PageHeader title={t('platformFacts.process.title')} lead={t('platformFacts.process.lead')} />
      <p className="admin-settings-note">{t('platformFacts.process.effect')}</p>
      {answer.isPending && <p className="status" role="status">{t('platformFacts.loading')}</p>}
      {answer.isError && (
        <p className="status" role="alert">
          {t('platformFacts.loadFailed')} <button type="button" className="button button-small" onClick={() => void answer.refetch()}>{t('platformFacts.retry')}</button>
        </p>
      )}
      {answer.data && draft && (
        <form className="admin-settings-form" aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} noValidate>
          <h2 id={`${id}-title`}>{t('platformFacts.process.formTitle')}</h2>
          <div className="admin-settings-fields">
            {field('interimTime', 'time')}
            {field('finalTime', 'time')}
            {field('sessionCloseTime', 'time')}
            {field('settlementDay', 'day')}
          </div>
          {errors.form && <p className="field-error" role="alert">{errors.form}</p>}
          <div className="admin-settings-actions">
            <button type="submit" className="button button-primary" disabled={saving || !changed}>{saving ? t('platformFacts.saving') : t('platformFacts.save')}</button>
            <button type="button" className="button" disabled={saving || sameAs(draft, answer.data.defaults)} onClick={() => { setDraft(toDraft(answer.data.defaults)); setErrors({}); }}>
              {t('platformFacts.useDefaults')}
            </button>
          </div>
          <SettingStamp stamp={answer.data} />
        </form>
      )}
    </div>
  );
}
