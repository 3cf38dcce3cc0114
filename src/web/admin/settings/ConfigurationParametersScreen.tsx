// Screen 9011, configuration parameters: the help-desk link (header), the platform's social accounts (header
// and footer) and public access (visitors reading reports and the data services without an account). Checked
// whole by the server (each fault beside its field); the app's links change at the next page load, access at once.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { PageHeader } from '../../shell/PageHeader';
import { showNotice } from '../../shell/notices/noticeStore';
import { useLeaveWarning } from '../../shell/useLeaveWarning';
import { fieldErrors } from './adminSettingsApi';
import { CONFIGURATION_KEY, fetchConfiguration, saveConfiguration, type SiteConfiguration } from './platformSettingsApi';
import { SettingStamp } from './SettingStamp';
import '../pageData/pageData.css';
import './adminSettings.css';

const MAX_LINKS = 10;
const same = (a: SiteConfiguration, b: SiteConfiguration) => JSON.stringify(a) === JSON.stringify(b);
const fieldsOf = (draft: SiteConfiguration) => ['helpDesk', 'social', 'publicData', ...draft.social.flatMap((_, i) => [`social.${i}.network`, `social.${i}.url`])];

export function ConfigurationParametersScreen() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const answer = useQuery({ queryKey: CONFIGURATION_KEY, queryFn: ({ signal }) => fetchConfiguration(signal) });
  // The form shows the saved values until the administrator edits them.
  const [edited, setDraft] = useState<SiteConfiguration | null>(null);
  const draft = edited ?? answer.data?.values ?? null;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const id = useId();
  const changed = !!draft && !!answer.data && !same(draft, answer.data.values);
  useLeaveWarning(changed, t('platformFacts.unsaved'));

  const update = (change: (d: SiteConfiguration) => SiteConfiguration, clear: string[]) => {
    if (draft) setDraft(change(draft));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => !clear.includes(key) && key !== 'form')));
  };
  const setLink = (index: number, key: 'network' | 'url', value: string) =>
    update((d) => ({ ...d, social: d.social.map((link, i) => (i === index ? { ...link, [key]: value } : link)) }), [`social.${index}.${key}`, 'social']);
  // Removing a row renumbers the rows after it: their messages no longer fit, so all link messages go.
  const removeLink = (index: number) => update((d) => ({ ...d, social: d.social.filter((_, i) => i !== index) }), fieldsOf(draft ?? { helpDesk: '', social: [], publicData: false }).filter((f) => f.startsWith('social')));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setSaving(true);
    try {
      const saved = await saveConfiguration({ ...draft, helpDesk: draft.helpDesk.trim(), social: draft.social.map((s) => ({ network: s.network.trim(), url: s.url.trim() })) });
      client.setQueryData(CONFIGURATION_KEY, saved);
      setDraft(null);
      // The header and footer read the links from the app's meta answer.
      await client.invalidateQueries({ queryKey: ['app', 'meta'] });
      await client.invalidateQueries({ queryKey: ['session', 'user-info'] });
      showNotice({ kind: 'success', message: t('platformFacts.saved') });
    } catch (error) {
      const found = fieldErrors(error, fieldsOf(draft));
      setErrors(found);
      const first = fieldsOf(draft).find((f) => found[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    } finally {
      setSaving(false);
    }
  };

  const described = (name: string, hint?: boolean) => ({
    id: `${id}-${name}`, 'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : hint ? `${id}-${name}-hint` : undefined,
  });
  const message = (name: string) => errors[name] && <span className="field-error" id={`${id}-${name}-error`} role="alert">{errors[name]}</span>;

  return (
    <div className="content-page admin-settings">
      <PageHeader title={t('platformFacts.configuration.title')} lead={t('platformFacts.configuration.lead')} />
      {answer.isPending && <p className="status" role="status">{t('platformFacts.loading')}</p>}
      {answer.isError && (
        <p className="status" role="alert">
          {t('platformFacts.loadFailed')} <button type="button" className="button button-small" onClick={() => void answer.refetch()}>{t('platformFacts.retry')}</button>
        </p>
      )}
      {answer.data && draft && (
        <form className="admin-settings-form" aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} noValidate>
          <h2 id={`${id}-title`}>{t('platformFacts.configuration.formTitle')}</h2>
          <div className="admin-settings-fields">
            <div className="field admin-settings-wide">
              <label htmlFor={`${id}-helpDesk`}>{t('platformFacts.configuration.helpDesk')}</label>
              <input {...described('helpDesk', true)} value={draft.helpDesk} autoComplete="off" spellCheck={false} onChange={(e) => update((d) => ({ ...d, helpDesk: e.target.value }), ['helpDesk'])} />
              <span className="muted admin-settings-hint" id={`${id}-helpDesk-hint`}>{t('platformFacts.configuration.helpDeskHint')}</span>
              {message('helpDesk')}
            </div>
          </div>

          <fieldset className="admin-settings-fieldset">
            <legend>{t('platformFacts.configuration.social')}</legend>
            <p className="muted admin-settings-hint">{t('platformFacts.configuration.socialHint')}</p>
            {draft.social.length === 0 && <p className="status">{t('platformFacts.configuration.noSocial')}</p>}
            {draft.social.map((link, index) => (
              // Rows have no identity of their own; the index is their place in the list the server checks.
              <div className="admin-settings-fields admin-settings-link-row" key={index} data-social-row={index}>
                <div className="field">
                  <label htmlFor={`${id}-social.${index}.network`}>{t('platformFacts.configuration.linkName', { n: index + 1 })}</label>
                  <input {...described(`social.${index}.network`)} value={link.network} maxLength={40} autoComplete="off" onChange={(e) => setLink(index, 'network', e.target.value)} />
                  {message(`social.${index}.network`)}
                </div>
                <div className="field admin-settings-wide">
                  <label htmlFor={`${id}-social.${index}.url`}>{t('platformFacts.configuration.linkUrl', { n: index + 1 })}</label>
                  <input {...described(`social.${index}.url`)} value={link.url} type="url" autoComplete="off" spellCheck={false} placeholder="https://" onChange={(e) => setLink(index, 'url', e.target.value)} />
                  {message(`social.${index}.url`)}
                </div>
                <button type="button" className="button button-small admin-settings-row-remove" aria-label={t('platformFacts.configuration.removeLinkOf', { n: index + 1 })} onClick={() => removeLink(index)}>
                  {t('platformFacts.configuration.removeLink')}
                </button>
              </div>
            ))}
            {message('social')}
            <button type="button" className="button button-small" disabled={draft.social.length >= MAX_LINKS} onClick={() => update((d) => ({ ...d, social: [...d.social, { network: '', url: '' }] }), ['social'])}>
              {t('platformFacts.configuration.addLink')}
            </button>
          </fieldset>

          <div className="field admin-settings-check">
            <label>
              <input type="checkbox" {...described('publicData', true)} checked={draft.publicData} onChange={(e) => update((d) => ({ ...d, publicData: e.target.checked }), ['publicData'])} />
              {' '}{t('platformFacts.configuration.publicData')}
            </label>
            <span className="muted admin-settings-hint" id={`${id}-publicData-hint`}>{t('platformFacts.configuration.publicDataHint')}</span>
            {message('publicData')}
          </div>

          {errors.form && <p className="field-error" role="alert">{errors.form}</p>}
          <div className="admin-settings-actions">
            <button type="submit" className="button button-primary" disabled={saving || !changed}>{saving ? t('platformFacts.saving') : t('platformFacts.save')}</button>
            <button type="button" className="button" disabled={saving || same(draft, answer.data.startUp)} onClick={() => { setDraft(answer.data.startUp); setErrors({}); }}>
              {t('platformFacts.configuration.useStartUp')}
            </button>
          </div>
          <SettingStamp stamp={answer.data} />
        </form>
      )}
    </div>
  );
}
