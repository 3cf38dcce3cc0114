// The form of one announcement, new or existing: titles and bodies in both languages (each body with its toolbar
// and preview), importance, sticky and draft, the publishing window in Istanbul time, and a workshop's event when
// the kind is workshop. A field at fault says why beside it; the server's refusals are shown beside the field they
// name. Escape cancels; unsaved changes warn before the page is left.
import { useId, useState, type ReactNode } from 'react';
import { ApiError } from '../../api/ApiError';
import { useTranslation } from '../../i18n/useTranslation';
import { useLeaveWarning } from '../../shell/useLeaveWarning';
import { checkDraft, toDraft, type AnnouncementDraft, type DraftErrors } from './announcementDraft';
import { saveAnnouncement, type AdminAnnouncement } from './announcementsAdminApi';
import { FormattedBodyField } from './FormattedBodyField';

interface Props {
  announcement: AdminAnnouncement | null;
  onSaved: (saved: AdminAnnouncement) => void;
  onCancel: () => void;
}

const FIELDS = new Set<string>(['titleTr', 'titleEn', 'bodyTr', 'bodyEn', 'publishedAt', 'visibleUntil', 'startsAt', 'endsAt', 'placeTr', 'placeEn', 'registrationUrl', 'importance', 'kind']);

export function AnnouncementEditor({ announcement, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const base = useId();
  const [initial] = useState(() => toDraft(announcement));
  const [draft, setDraft] = useState<AnnouncementDraft>(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  useLeaveWarning(dirty, t('adminContent.announcements.unsaved'));

  const set = <K extends keyof AnnouncementDraft>(field: K, value: AnnouncementDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };
  const idOf = (field: string) => `${base}-${field}`;
  const message = (field: keyof AnnouncementDraft): ReactNode => {
    const text = errors[field] ? t(`adminContent.announcements.${errors[field]}`) : serverErrors[field];
    return text ? <span className="field-error" id={`${idOf(field)}-error`} role="alert">{text}</span> : null;
  };
  const props = (field: keyof AnnouncementDraft) => {
    const invalid = Boolean(errors[field] ?? serverErrors[field]);
    return { id: idOf(field), 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? `${idOf(field)}-error` : undefined } as const;
  };

  const save = async () => {
    const checked = checkDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      document.getElementById(idOf(Object.keys(checked.errors)[0]!))?.focus();
      return;
    }
    setSaving(true);
    setGeneral([]);
    try {
      onSaved(await saveAnnouncement(announcement?.id ?? null, checked.body));
    } catch (error) {
      // The server names the field at the start of its message ("bodyTr: …"): shown beside it, the rest above the buttons.
      const byField: Record<string, string> = {};
      const rest: string[] = [];
      for (const item of error instanceof ApiError ? error.errors : []) {
        const fields = /^([a-zA-Z]+(?:, [a-zA-Z]+)*):/.exec(item.errorMessage)?.[1]?.split(', ').filter((f) => FIELDS.has(f)) ?? [];
        if (fields.length > 0) for (const field of fields) byField[field] = item.errorMessage;
        else rest.push(item.errorMessage);
      }
      setServerErrors(byField);
      setGeneral(rest.length > 0 || Object.keys(byField).length > 0 ? rest : [error instanceof Error ? error.message : String(error)]);
      const first = Object.keys(byField)[0];
      if (first) document.getElementById(idOf(first))?.focus();
    } finally {
      setSaving(false);
    }
  };

  const text = (field: 'titleTr' | 'titleEn' | 'placeTr' | 'placeEn' | 'registrationUrl', type = 'text') => (
    <div className="field">
      <label htmlFor={idOf(field)}>{t(`adminContent.announcements.${field}`)}</label>
      <input {...props(field)} type={type} value={draft[field]} maxLength={field === 'registrationUrl' ? 500 : 200} onChange={(e) => set(field, e.target.value)} />
      {message(field)}
    </div>
  );
  const time = (field: 'publishedAt' | 'visibleUntil' | 'startsAt' | 'endsAt') => (
    <div className="field">
      <label htmlFor={idOf(field)}>{t(`adminContent.announcements.${field}`)}</label>
      <input {...props(field)} type="datetime-local" value={draft[field]} onChange={(e) => set(field, e.target.value)} />
      {message(field)}
    </div>
  );

  return (
    <form
      className="admin-content-editor"
      aria-label={t(announcement ? 'adminContent.announcements.editorTitleEdit' : 'adminContent.announcements.editorTitleNew')}
      noValidate
      onSubmit={(e) => { e.preventDefault(); void save(); }}
      onKeyDown={(e) => { if (e.key === 'Escape') { e.preventDefault(); onCancel(); } }}
    >
      <h2>{t(announcement ? 'adminContent.announcements.editorTitleEdit' : 'adminContent.announcements.editorTitleNew')}</h2>
      <div className="admin-content-grid">
        {text('titleTr')}
        {text('titleEn')}
      </div>
      <div className="admin-content-grid">
        <div className="field">
          <label htmlFor={idOf('kind')}>{t('adminContent.announcements.kind')}</label>
          <select id={idOf('kind')} value={draft.kind} onChange={(e) => set('kind', e.target.value as AnnouncementDraft['kind'])}>
            <option value="notice">{t('adminContent.announcements.notice')}</option>
            <option value="workshop">{t('adminContent.announcements.workshop')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={idOf('importance')}>{t('adminContent.announcements.importance')}</label>
          <select id={idOf('importance')} value={draft.importance} onChange={(e) => set('importance', e.target.value as AnnouncementDraft['importance'])}>
            <option value="normal">{t('adminContent.announcements.normal')}</option>
            <option value="important">{t('adminContent.announcements.importantOption')}</option>
          </select>
        </div>
      </div>
      <div className="admin-content-checks">
        <label><input type="checkbox" checked={draft.sticky} onChange={(e) => set('sticky', e.target.checked)} /> {t('adminContent.announcements.stickyLabel')}</label>
        <label><input type="checkbox" checked={draft.draft} onChange={(e) => set('draft', e.target.checked)} /> {t('adminContent.announcements.draftLabel')}</label>
      </div>
      <fieldset className="admin-content-times">
        <legend>{t('adminContent.announcements.publishedColumn')}</legend>
        <p className="field-hint">{t('adminContent.announcements.istanbulTime')}</p>
        <div className="admin-content-grid">
          {time('publishedAt')}
          {time('visibleUntil')}
        </div>
      </fieldset>
      {draft.kind === 'workshop' && (
        <fieldset className="admin-content-times">
          <legend>{t('adminContent.announcements.workshopFields')}</legend>
          <p className="field-hint">{t('adminContent.announcements.istanbulTime')}</p>
          <div className="admin-content-grid">
            {time('startsAt')}
            {time('endsAt')}
            {text('placeTr')}
            {text('placeEn')}
          </div>
          <label className="admin-content-checks"><input type="checkbox" checked={draft.online} onChange={(e) => set('online', e.target.checked)} /> {t('adminContent.announcements.online')}</label>
          {text('registrationUrl', 'url')}
        </fieldset>
      )}
      <FormattedBodyField
        id={idOf('bodyTr')} label={t('adminContent.announcements.bodyTr')} language="tr" value={draft.bodyTr}
        onChange={(v) => set('bodyTr', v)} error={message('bodyTr')} invalid={Boolean(errors.bodyTr ?? serverErrors.bodyTr)}
      />
      <FormattedBodyField
        id={idOf('bodyEn')} label={t('adminContent.announcements.bodyEn')} language="en" value={draft.bodyEn}
        onChange={(v) => set('bodyEn', v)} error={message('bodyEn')} invalid={Boolean(errors.bodyEn ?? serverErrors.bodyEn)}
      />
      {general.length > 0 && (
        <div className="field-error" role="alert">
          {t('adminContent.announcements.serverErrors')} {general.join(' ')}
        </div>
      )}
      <div className="admin-content-actions">
        {dirty && <span className="admin-content-unsaved">{t('adminContent.announcements.unsavedMark')}</span>}
        <button type="submit" className="button button-primary" disabled={saving}>{saving ? t('adminContent.announcements.saving') : t('adminContent.announcements.save')}</button>
        <button type="button" className="button" onClick={onCancel}>{t('adminContent.announcements.cancel')}</button>
      </div>
    </form>
  );
}
