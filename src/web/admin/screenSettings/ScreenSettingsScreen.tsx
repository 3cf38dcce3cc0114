// Screen 9016: the platform's display defaults. One form with the values in force, each choice with the
// built-in value beside it; a save sends the whole set (the server checks it whole: each field's fault beside
// it), ends in the "Operation Successful" notice and applies at once in this tab; unsaved changes warn before
// the page is left.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  BUILT_IN_SCREEN_SETTINGS, DEFAULT_LAYOUTS, DEFAULT_THEMES, HOME_ANNOUNCEMENTS_PER_PAGE, SCREEN_SETTINGS_FIELDS, type ScreenSettings,
} from '../../../engine/app-api/screenSettings';
import { useTranslation } from '../../i18n/useTranslation';
import { screenDefaults } from '../../screenDefaults/screenDefaultsStore';
import { SCREEN_DEFAULTS_KEY } from '../../screenDefaults/ScreenDefaultsLoader';
import { PageHeader } from '../../shell/PageHeader';
import { showNotice } from '../../shell/notices/noticeStore';
import { useLeaveWarning } from '../../shell/useLeaveWarning';
import { fieldErrors } from '../settings/adminSettingsApi';
import { ADMIN_SCREEN_SETTINGS_KEY, fetchScreenSettings, saveScreenSettings } from './screenSettingsApi';
import '../pageData/pageData.css';
import '../settings/adminSettings.css';
import './screenSettings.css';

type Field = keyof ScreenSettings;

const shownTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

export function ScreenSettingsScreen() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const id = useId();
  const query = useQuery({ queryKey: ADMIN_SCREEN_SETTINGS_KEY, queryFn: ({ signal }) => fetchScreenSettings(signal) });
  // The administrator's edits; none yet: the values in force.
  const [edits, setEdits] = useState<ScreenSettings | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const saved = query.data?.settings;
  const draft = edits ?? saved ?? null;
  const changed = !!draft && !!saved && SCREEN_SETTINGS_FIELDS.some((f) => draft[f] !== saved[f]);
  useLeaveWarning(changed, t('screenSettings.unsaved'));

  const set = <F extends Field>(field: F, value: ScreenSettings[F]) => {
    setEdits((d) => { const base = d ?? saved; return base ? { ...base, [field]: value } : d; });
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const described = (field: Field) => ({ 'aria-describedby': `${id}-${field}-hint${errors[field] ? ` ${id}-${field}-error` : ''}`, 'aria-invalid': errors[field] ? true : undefined });
  const message = (field: Field) => errors[field] && <span className="field-error" id={`${id}-${field}-error`} role="alert">{errors[field]}</span>;
  const builtIn = (field: Field, shown: string) => <span className="muted admin-settings-hint" id={`${id}-${field}-hint`}>{t('screenSettings.builtIn', { value: shown })}</span>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setSaving(true);
    try {
      const answer = await saveScreenSettings(draft);
      client.setQueryData(ADMIN_SCREEN_SETTINGS_KEY, answer);
      client.setQueryData(SCREEN_DEFAULTS_KEY, answer.settings);
      screenDefaults.set(answer.settings);
      setEdits(null);
      showNotice({ kind: 'success', message: t('screenSettings.saved') });
    } catch (error) {
      const found = fieldErrors(error, SCREEN_SETTINGS_FIELDS);
      setErrors(found);
      const first = SCREEN_SETTINGS_FIELDS.find((f) => found[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="content-page admin-settings screen-settings">
      <PageHeader title={t('screenSettings.title')} lead={t('screenSettings.lead')} />
      {query.isPending && <p className="status" role="status">{t('status.loading')}</p>}
      {query.isError && (
        <p className="status" role="alert">
          {t('screenSettings.loadFailed')} <button type="button" className="button button-small" onClick={() => void query.refetch()}>{t('screenSettings.retry')}</button>
        </p>
      )}
      {query.data && draft && (
        <form className="admin-settings-form screen-settings-form" onSubmit={(e) => void submit(e)} noValidate>
          <p className="muted">
            {query.data.updatedAt && query.data.updatedBy ? t('screenSettings.lastChange', { at: shownTime(query.data.updatedAt), by: query.data.updatedBy }) : t('screenSettings.neverChanged')}
          </p>
          <fieldset className="screen-settings-choice" id={`${id}-theme`} tabIndex={-1} {...described('theme')}>
            <legend>{t('screenSettings.theme')}</legend>
            {DEFAULT_THEMES.map((theme) => (
              <label key={theme}>
                <input type="radio" name={`${id}-theme`} value={theme} checked={draft.theme === theme} onChange={() => set('theme', theme)} />
                {t(`screenSettings.themes.${theme}`)}
              </label>
            ))}
            {builtIn('theme', t(`screenSettings.themes.${BUILT_IN_SCREEN_SETTINGS.theme}`))}
            {message('theme')}
          </fieldset>
          <fieldset className="screen-settings-choice" id={`${id}-reportLayout`} tabIndex={-1} {...described('reportLayout')}>
            <legend>{t('screenSettings.reportLayout')}</legend>
            {DEFAULT_LAYOUTS.map((layout) => (
              <label key={layout}>
                <input type="radio" name={`${id}-layout`} value={layout} checked={draft.reportLayout === layout} onChange={() => set('reportLayout', layout)} />
                {t(`screenSettings.layouts.${layout}`)}
              </label>
            ))}
            <span className="muted admin-settings-hint">{t('screenSettings.reportLayoutHint')}</span>
            {builtIn('reportLayout', t(`screenSettings.layouts.${BUILT_IN_SCREEN_SETTINGS.reportLayout}`))}
            {message('reportLayout')}
          </fieldset>
          <div className="field screen-settings-switch">
            <label>
              <input id={`${id}-compactTables`} type="checkbox" checked={draft.compactTables} onChange={(e) => set('compactTables', e.target.checked)} {...described('compactTables')} />
              {t('screenSettings.compactTables')}
            </label>
            <span className="muted admin-settings-hint">{t('screenSettings.compactTablesHint')}</span>
            {builtIn('compactTables', BUILT_IN_SCREEN_SETTINGS.compactTables ? t('screenSettings.on') : t('screenSettings.off'))}
            {message('compactTables')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-homeAnnouncementsPerPage`}>{t('screenSettings.homeAnnouncementsPerPage')}</label>
            <select id={`${id}-homeAnnouncementsPerPage`} value={draft.homeAnnouncementsPerPage} onChange={(e) => set('homeAnnouncementsPerPage', Number(e.target.value))} {...described('homeAnnouncementsPerPage')}>
              {HOME_ANNOUNCEMENTS_PER_PAGE.map((n) => <option key={n} value={n}>{n}</option>)}
            </select>
            {builtIn('homeAnnouncementsPerPage', String(BUILT_IN_SCREEN_SETTINGS.homeAnnouncementsPerPage))}
            {message('homeAnnouncementsPerPage')}
          </div>
          {errors.form && <p className="field-error" role="alert">{errors.form}</p>}
          <div className="screen-settings-actions">
            <button type="submit" className="button button-primary" disabled={saving || !changed}>{saving ? t('screenSettings.saving') : t('screenSettings.save')}</button>
            <button type="button" className="button" disabled={saving} onClick={() => { setEdits(BUILT_IN_SCREEN_SETTINGS); setErrors({}); }}>{t('screenSettings.reset')}</button>
          </div>
        </form>
      )}
    </div>
  );
}
