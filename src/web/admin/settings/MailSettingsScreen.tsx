// Screen 9015, SMS and e-mail: the mail transport as started (read-only, never a secret), the template of each
// mail the platform sends (Turkish and English subject and text, its placeholders, a preview with sample values,
// saved or put back to the built-in words after a confirmation) and a test mail to an address the administrator
// gives. There is no SMS: the screen says so. Unsaved template edits warn on leaving.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/ApiError';
import { useLocale } from '../../i18n/useLocale';
import { useTranslation } from '../../i18n/useTranslation';
import { PageHeader } from '../../shell/PageHeader';
import { showNotice } from '../../shell/notices/noticeStore';
import { useLeaveWarning } from '../../shell/useLeaveWarning';
import { fieldErrors } from './adminSettingsApi';
import { ConfirmDialog, type PendingConfirmation } from './ConfirmDialog';
import { fetchMail, MAIL_KEY, previewTemplate, saveTemplate, sendTestMail, type MailPreview, type MailSettings, type MailTemplate } from './platformSettingsApi';
import { SettingStamp } from './SettingStamp';
import '../pageData/pageData.css';
import './adminSettings.css';

const TEXT_FIELDS = ['template.tr.subject', 'template.tr.body', 'template.en.subject', 'template.en.body'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const same = (a: MailTemplate, b: MailTemplate) => JSON.stringify(a) === JSON.stringify(b);

function getText(template: MailTemplate, field: TextField): string {
  const [, language, part] = field.split('.') as [string, 'tr' | 'en', 'subject' | 'body'];
  return template[language][part];
}
function withText(template: MailTemplate, field: TextField, value: string): MailTemplate {
  const [, language, part] = field.split('.') as [string, 'tr' | 'en', 'subject' | 'body'];
  return { ...template, [language]: { ...template[language], [part]: value } };
}

function TransportTable({ mail }: { mail: MailSettings }) {
  const { t } = useTranslation();
  const rows: [string, string, string][] = [
    [t('platformFacts.mail.transport'), t(mail.transport.configured ? 'platformFacts.mail.smtp' : 'platformFacts.mail.console'), t('platformFacts.mail.transportWhere')],
    [t('platformFacts.mail.from'), mail.transport.from, t('platformFacts.mail.fromWhere')],
    [t('platformFacts.mail.sms'), t('platformFacts.mail.smsValue'), t('platformFacts.mail.smsWhere')],
  ];
  return (
    <div className="admin-page-data-scroll">
      <table className="admin-page-data-table admin-settings-table">
        <caption className="visually-hidden">{t('platformFacts.mail.transportCaption')}</caption>
        <thead><tr><th scope="col">{t('platformFacts.parameter')}</th><th scope="col">{t('platformFacts.value')}</th><th scope="col">{t('platformFacts.appliesTo')}</th></tr></thead>
        <tbody>{rows.map(([label, value, where]) => <tr key={label}><th scope="row">{label}</th><td>{value}</td><td className="admin-facts-where">{where}</td></tr>)}</tbody>
      </table>
    </div>
  );
}

export function MailSettingsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const mail = useQuery({ queryKey: MAIL_KEY, queryFn: ({ signal }) => fetchMail(signal) });
  const [chosen, setKind] = useState<string | null>(null);
  // The form shows the saved template until the administrator edits it.
  const [edited, setDraft] = useState<MailTemplate | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<MailPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const [testTo, setTestTo] = useState('');
  const [testMessage, setTestMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();
  const kind = chosen ?? mail.data?.templates[0]?.kind ?? null;
  const item = mail.data?.templates.find((x) => x.kind === kind);
  const draft = edited ?? item?.template ?? null;
  const changed = !!item && !!draft && !same(draft, item.template);
  useLeaveWarning(changed, t('platformFacts.unsaved'));

  const choose = (next: string) => {
    if (changed && !window.confirm(t('platformFacts.unsaved'))) return;
    setKind(next);
    setDraft(null);
    setErrors({});
    setPreview(null);
  };
  const showErrors = (error: unknown) => {
    const found = fieldErrors(error, TEXT_FIELDS);
    setErrors(found);
    const first = TEXT_FIELDS.find((f) => found[f]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };
  const replaceItem = (saved: MailSettings['templates'][number]) => {
    client.setQueryData<MailSettings>(MAIL_KEY, (old) => (old ? { ...old, templates: old.templates.map((x) => (x.kind === saved.kind ? saved : x)) } : old));
    setDraft(null);
  };

  const runPreview = async () => {
    if (!kind || !draft) return;
    setBusy(true);
    try {
      setPreview(await previewTemplate(kind, draft));
      setErrors({});
    } catch (error) {
      setPreview(null);
      showErrors(error);
    } finally {
      setBusy(false);
    }
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!kind || !draft) return;
    setBusy(true);
    try {
      replaceItem(await saveTemplate(kind, draft));
      setErrors({});
      showNotice({ kind: 'success', message: t('platformFacts.saved') });
    } catch (error) {
      showErrors(error);
    } finally {
      setBusy(false);
    }
  };
  const askRestore = () => item && setPending({
    title: t('platformFacts.mail.restoreTitle'),
    text: t('platformFacts.mail.restoreText', { mail: item.label[locale] }),
    run: async () => {
      try {
        replaceItem(await saveTemplate(item.kind, null));
        setPreview(null);
        setErrors({});
        showNotice({ kind: 'success', message: t('platformFacts.mail.restored') });
      } catch (error) {
        showErrors(error);
      }
    },
  });
  const sendTest = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const sent = await sendTestMail(testTo.trim());
      setTestMessage({ ok: true, text: t('platformFacts.mail.testSent', { to: sent.to }) });
    } catch (error) {
      setTestMessage({ ok: false, text: error instanceof ApiError ? error.errors.map((e) => e.errorMessage.replace(/^to: /, '')).join(' ') : t('platformFacts.loadFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="content-page admin-settings">
      <PageHeader title={t('platformFacts.mail.title')} lead={t('platformFacts.mail.lead')} />
      {mail.isPending && <p className="status" role="status">{t('platformFacts.loading')}</p>}
      {mail.isError && (
        <p className="status" role="alert">
          {t('platformFacts.loadFailed')} <button type="button" className="button button-small" onClick={() => void mail.refetch()}>{t('platformFacts.retry')}</button>
        </p>
      )}
      {mail.data && (
        <>
          <TransportTable mail={mail.data} />

          <form className="admin-settings-form" aria-labelledby={`${id}-templates`} onSubmit={(e) => void save(e)} noValidate>
            <h2 id={`${id}-templates`}>{t('platformFacts.mail.templatesTitle')}</h2>
            <div className="field">
              <label htmlFor={`${id}-kind`}>{t('platformFacts.mail.which')}</label>
              <select id={`${id}-kind`} value={kind ?? ''} onChange={(e) => choose(e.target.value)}>
                {mail.data.templates.map((x) => <option key={x.kind} value={x.kind}>{x.label[locale]}{x.worded ? ` (${t('platformFacts.mail.worded')})` : ''}</option>)}
              </select>
            </div>
            {item && draft && (
              <>
                <p className="muted admin-settings-hint" id={`${id}-placeholders`}>
                  {t('platformFacts.mail.placeholders')} {item.placeholders.map((p) => <code key={p} className="admin-settings-placeholder">{`{${p}}`}</code>)}
                  {item.required.length > 0 && ` ${t('platformFacts.mail.required', { list: item.required.map((p) => `{${p}}`).join(', ') })}`}
                </p>
                <div className="admin-settings-fields">
                  {(['tr', 'en'] as const).map((language) => (
                    <fieldset key={language} className="admin-settings-fieldset admin-settings-wide" lang={language}>
                      <legend>{t(`platformFacts.mail.language.${language}`)}</legend>
                      {(['subject', 'body'] as const).map((part) => {
                        const field = `template.${language}.${part}` as TextField;
                        const common = {
                          id: `${id}-${field}`, value: getText(draft, field), 'aria-invalid': errors[field] ? true : undefined,
                          'aria-describedby': errors[field] ? `${id}-${field}-error` : `${id}-placeholders`,
                          onChange: (e: { target: { value: string } }) => { setDraft(withText(draft, field, e.target.value)); setErrors(({ [field]: _gone, ...rest }) => rest); },
                        };
                        return (
                          <div className="field" key={part}>
                            <label htmlFor={`${id}-${field}`}>{t(`platformFacts.mail.${part}`)}</label>
                            {part === 'subject' ? <input {...common} maxLength={200} /> : <textarea {...common} rows={9} maxLength={5000} />}
                            {errors[field] && <span className="field-error" id={`${id}-${field}-error`} role="alert">{errors[field]}</span>}
                          </div>
                        );
                      })}
                    </fieldset>
                  ))}
                </div>
                {errors.form && <p className="field-error" role="alert">{errors.form}</p>}
                <div className="admin-settings-actions">
                  <button type="button" className="button" disabled={busy} onClick={() => void runPreview()}>{t('platformFacts.mail.preview')}</button>
                  <button type="submit" className="button button-primary" disabled={busy || !changed}>{busy ? t('platformFacts.saving') : t('platformFacts.save')}</button>
                  <button type="button" className="button" disabled={busy || !item.worded} onClick={askRestore}>{t('platformFacts.mail.restore')}</button>
                </div>
                <SettingStamp stamp={item} />
                {preview && (
                  <section className="admin-settings-preview" aria-labelledby={`${id}-preview`}>
                    <h3 id={`${id}-preview`}>{t('platformFacts.mail.previewTitle')}</h3>
                    <p><strong>{t('platformFacts.mail.subject')}:</strong> {preview.subject}</p>
                    <pre>{preview.text}</pre>
                  </section>
                )}
              </>
            )}
          </form>

          <form className="admin-settings-form" aria-labelledby={`${id}-test`} onSubmit={(e) => void sendTest(e)} noValidate>
            <h2 id={`${id}-test`}>{t('platformFacts.mail.testTitle')}</h2>
            <p className="muted admin-settings-hint">{t('platformFacts.mail.testHint', { count: mail.data.testMails.perWindow, minutes: mail.data.testMails.windowMinutes })}</p>
            {!mail.data.transport.configured && <p className="admin-settings-note">{t('platformFacts.mail.noTransport')}</p>}
            <div className="admin-settings-fields">
              <div className="field admin-settings-wide">
                <label htmlFor={`${id}-to`}>{t('platformFacts.mail.testTo')}</label>
                <input id={`${id}-to`} type="email" value={testTo} autoComplete="email" onChange={(e) => { setTestTo(e.target.value); setTestMessage(null); }} />
              </div>
            </div>
            <button type="submit" className="button" disabled={busy || testTo.trim() === ''}>{t('platformFacts.mail.testSend')}</button>
            {testMessage && <p className={testMessage.ok ? 'status' : 'field-error'} role={testMessage.ok ? 'status' : 'alert'}>{testMessage.text}</p>}
          </form>
        </>
      )}
      <ConfirmDialog pending={pending} onClose={() => setPending(null)} />
    </div>
  );
}
