// The form of one order (new or edited): every field labelled, a field at fault says why beside it, the
// server's refusal is shown under the form; Escape is the dialog's, Cancel leaves the form.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { reportListQuery } from '../../../api/appApi';
import { useLocale } from '../../../i18n/useLocale';
import { useTranslation } from '../../../i18n/useTranslation';
import { errorMessages, type OrderBody } from './memberCalls';
import { fromDraft, type DraftErrors, type OrderDraft } from './orderDraft';

const RANGES = ['today', 'yesterday', 'last7Days', 'last30Days', 'thisMonth', 'lastMonth'];
const SCHEDULES = ['daily', 'weekdays', 'monthly', 'onPublication'] as const;

interface Props { initial: OrderDraft; onSave: (body: OrderBody) => Promise<void>; onCancel: () => void }

export function OrderForm({ initial, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const reports = useQuery(reportListQuery());
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [refusal, setRefusal] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<OrderDraft>) => setDraft((d) => ({ ...d, ...change }));
  const field = (key: keyof DraftErrors) => ({
    id: `${id}-${key}`, 'aria-invalid': errors[key] ? true : undefined, 'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
  });
  const message = (key: keyof DraftErrors) => (errors[key] ? <p className="field-error" id={`${id}-${key}-error`}>{t(errors[key])}</p> : null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = fromDraft(draft);
    if ('errors' in checked) { setErrors(checked.errors); return; }
    setErrors({});
    setSaving(true);
    try {
      await onSave(checked.body);
    } catch (error) {
      setRefusal(errorMessages(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="delivery-form" aria-label={t('deliveries.newOrder')} onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('deliveries.name')}</label>
        <input {...field('name')} value={draft.name} maxLength={100} onChange={(e) => set({ name: e.target.value })} />
        {message('name')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-reportId`}>{t('deliveries.report')}</label>
        <select {...field('reportId')} value={draft.reportId} onChange={(e) => set({ reportId: e.target.value })}>
          <option value="">{t('deliveries.chooseReport')}</option>
          {(reports.data ?? []).map((r) => <option key={r.id} value={r.id}>{r.title[locale]}</option>)}
        </select>
        {message('reportId')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-range`}>{t('deliveries.range')}</label>
        <select id={`${id}-range`} value={draft.range} onChange={(e) => set({ range: e.target.value })}>
          {RANGES.map((r) => <option key={r} value={r}>{t(`deliveries.ranges.${r}`)}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-filtersText`}>{t('deliveries.filters')}</label>
        <input {...field('filtersText')} value={draft.filtersText} onChange={(e) => set({ filtersText: e.target.value })} />
        <p className="setting-hint">{t('deliveries.filtersHint')}</p>
        {message('filtersText')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-format`}>{t('deliveries.format')}</label>
        <select id={`${id}-format`} value={draft.format} onChange={(e) => set({ format: e.target.value as 'csv' | 'xlsx' })}>
          <option value="csv">CSV</option>
          <option value="xlsx">XLSX</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-schedule`}>{t('deliveries.schedule')}</label>
        <select id={`${id}-schedule`} value={draft.scheduleKind} onChange={(e) => set({ scheduleKind: e.target.value as OrderDraft['scheduleKind'] })}>
          {SCHEDULES.map((s) => <option key={s} value={s}>{t(`deliveries.schedules.${s}`)}</option>)}
        </select>
      </div>
      {draft.scheduleKind !== 'onPublication' && (
        <div className="field">
          <label htmlFor={`${id}-time`}>{t('deliveries.time')}</label>
          <input {...field('time')} type="time" value={draft.time} onChange={(e) => set({ time: e.target.value })} />
          {message('time')}
        </div>
      )}
      {draft.scheduleKind === 'monthly' && (
        <div className="field">
          <label htmlFor={`${id}-day`}>{t('deliveries.dayOfMonth')}</label>
          <input id={`${id}-day`} type="number" min={1} max={28} value={draft.dayOfMonth} onChange={(e) => set({ dayOfMonth: e.target.value })} />
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-channel`}>{t('deliveries.channel')}</label>
        <select id={`${id}-channel`} value={draft.channelKind} onChange={(e) => set({ channelKind: e.target.value as 'email' | 'webhook' })}>
          <option value="email">{t('deliveries.channels.email')}</option>
          <option value="webhook">{t('deliveries.channels.webhook')}</option>
        </select>
      </div>
      {draft.channelKind === 'webhook' && (
        <>
          <div className="field">
            <label htmlFor={`${id}-url`}>{t('deliveries.url')}</label>
            <input {...field('url')} type="url" value={draft.url} placeholder="https://" onChange={(e) => set({ url: e.target.value })} />
            {message('url')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-payload`}>{t('deliveries.payload')}</label>
            <select id={`${id}-payload`} value={draft.payload} onChange={(e) => set({ payload: e.target.value as 'file' | 'link' })}>
              <option value="file">{t('deliveries.payloads.file')}</option>
              <option value="link">{t('deliveries.payloads.link')}</option>
            </select>
          </div>
        </>
      )}
      {refusal.length > 0 && <ul className="field-error" role="alert">{refusal.map((m) => <li key={m}>{m}</li>)}</ul>}
      <div className="delivery-form-actions">
        <button type="submit" className="button button-primary" disabled={saving}>{t('deliveries.save')}</button>
        <button type="button" className="button" onClick={onCancel}>{t('deliveries.cancel')}</button>
      </div>
    </form>
  );
}
