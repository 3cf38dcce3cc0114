// Settings > Matchings: a signed-in member's alert rules (a condition on a report's newly published values)
// and the alerts they raised. A rule is made in a small form; its columns come from the report's descriptor.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../../engine/format/formatDateTime';
import { formatNumber } from '../../../../engine/format/formatNumber';
import { descriptorQuery, reportListQuery } from '../../../api/appApi';
import { useLocale } from '../../../i18n/useLocale';
import { useTranslation } from '../../../i18n/useTranslation';
import { ALERTS_PATH, errorMessages } from '../orders/memberCalls';
import '../orders/orders.css';
import { createRule, deleteRule, fetchFirings, FIRINGS_KEY, fetchRules, updateRule, type AlertRule, type AlertRuleBody } from './alertCalls';

const AGGREGATES = ['max', 'min', 'avg', 'any'] as const;
const COMPARATORS = ['gt', 'gte', 'lt', 'lte'] as const;
const RULES_KEY = [ALERTS_PATH] as const;
const EMPTY: AlertRuleBody = { name: '', reportId: '', column: '', aggregate: 'max', comparator: 'gt', threshold: 0, filters: {}, paused: false };

function RuleForm({ onSaved, onCancel }: { onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [rule, setRule] = useState(EMPTY);
  const [threshold, setThreshold] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string[]>([]);
  const reports = useQuery(reportListQuery());
  const descriptor = useQuery({ ...descriptorQuery(rule.reportId), enabled: rule.reportId !== '' });
  const columns = (descriptor.data?.columns ?? []).filter((c) => c.type === 'number');
  const set = (change: Partial<AlertRuleBody>) => setRule((r) => ({ ...r, ...change }));
  const error = (key: string) => (errors[key] ? <p className="field-error" id={`${id}-${key}-error`}>{t(errors[key])}</p> : null);
  const invalid = (key: string) => (errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${key}-error` } : {});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = Number(threshold.replace(',', '.'));
    const found: Record<string, string> = {};
    if (!rule.name.trim()) found.name = 'deliveries.nameRequired';
    if (!rule.reportId) found.reportId = 'deliveries.reportRequired';
    if (!rule.column) found.column = 'deliveries.columnRequired';
    if (threshold.trim() === '' || !Number.isFinite(value)) found.threshold = 'deliveries.thresholdRequired';
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await createRule({ ...rule, name: rule.name.trim(), threshold: value });
      onSaved();
    } catch (failure) {
      setRefusal(errorMessages(failure));
    }
  };

  return (
    <form className="delivery-form" aria-label={t('deliveries.newRule')} onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('deliveries.name')}</label>
        <input id={`${id}-name`} {...invalid('name')} value={rule.name} maxLength={100} onChange={(e) => set({ name: e.target.value })} />
        {error('name')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-report`}>{t('deliveries.report')}</label>
        <select id={`${id}-report`} {...invalid('reportId')} value={rule.reportId} onChange={(e) => set({ reportId: e.target.value, column: '' })}>
          <option value="">{t('deliveries.chooseReport')}</option>
          {(reports.data ?? []).map((r) => <option key={r.id} value={r.id}>{r.title[locale]}</option>)}
        </select>
        {error('reportId')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-column`}>{t('deliveries.column')}</label>
        <select id={`${id}-column`} {...invalid('column')} value={rule.column} onChange={(e) => set({ column: e.target.value })}>
          <option value="">{t('deliveries.chooseColumn')}</option>
          {columns.map((c) => <option key={c.key} value={c.key}>{c.label[locale]}{c.unit ? ` (${c.unit})` : ''}</option>)}
        </select>
        {error('column')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-aggregate`}>{t('deliveries.aggregate')}</label>
        <select id={`${id}-aggregate`} value={rule.aggregate} onChange={(e) => set({ aggregate: e.target.value as AlertRuleBody['aggregate'] })}>
          {AGGREGATES.map((a) => <option key={a} value={a}>{t(`deliveries.aggregates.${a}`)}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-comparator`}>{t('deliveries.comparator')}</label>
        <select id={`${id}-comparator`} value={rule.comparator} onChange={(e) => set({ comparator: e.target.value as AlertRuleBody['comparator'] })}>
          {COMPARATORS.map((c) => <option key={c} value={c}>{t(`deliveries.comparators.${c}`)}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-threshold`}>{t('deliveries.threshold')}</label>
        <input id={`${id}-threshold`} {...invalid('threshold')} inputMode="decimal" value={threshold} onChange={(e) => setThreshold(e.target.value)} />
        {error('threshold')}
      </div>
      {refusal.length > 0 && <ul className="field-error" role="alert">{refusal.map((m) => <li key={m}>{m}</li>)}</ul>}
      <div className="delivery-form-actions">
        <button type="submit" className="button button-primary">{t('deliveries.save')}</button>
        <button type="button" className="button" onClick={onCancel}>{t('deliveries.cancel')}</button>
      </div>
    </form>
  );
}

export function MatchingsTab() {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const rules = useQuery({ queryKey: RULES_KEY, queryFn: ({ signal }) => fetchRules(signal) });
  const firings = useQuery({ queryKey: FIRINGS_KEY, queryFn: ({ signal }) => fetchFirings(signal) });
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: RULES_KEY });
  const act = async (work: () => Promise<string>) => {
    try { setStatus(await work()); } catch (error) { setStatus(errorMessages(error).join(' ')); }
    await refresh();
  };
  const togglePause = (rule: AlertRule) => act(async () => {
    const { id: _id, ...body } = rule;
    await updateRule(rule.id, { ...body, paused: !rule.paused });
    return t('deliveries.ruleSaved');
  });

  if (adding) return <RuleForm onCancel={() => setAdding(false)} onSaved={() => { setAdding(false); setStatus(t('deliveries.ruleSaved')); void refresh(); }} />;
  const items = rules.data ?? [];
  return (
    <div className="delivery-tab">
      <p className="setting-hint">{t('deliveries.matchingsIntro')}</p>
      <p role="status" className="delivery-status">{status}</p>
      <button type="button" className="button button-primary" onClick={() => setAdding(true)}>{t('deliveries.newRule')}</button>
      {rules.isSuccess && items.length === 0 && <p>{t('deliveries.noRules')}</p>}
      <ul className="delivery-list">
        {items.map((rule) => (
          <li key={rule.id} className="delivery-item">
            <div className="delivery-item-head">
              <strong>{rule.name}</strong>
              {rule.paused && <span className="delivery-badge">{t('deliveries.paused')}</span>}
            </div>
            <p className="delivery-item-meta">{rule.reportId} · {rule.column}: {t(`deliveries.aggregates.${rule.aggregate}`)} {t(`deliveries.comparators.${rule.comparator}`)} {formatNumber(rule.threshold, locale)}</p>
            <div className="delivery-actions">
              <button type="button" className="button" onClick={() => togglePause(rule)}>{rule.paused ? t('deliveries.resume') : t('deliveries.pause')}</button>
              {confirming === rule.id ? (
                <>
                  <span>{t('deliveries.confirmDelete')}</span>
                  <button type="button" className="button button-danger" autoFocus onClick={() => { setConfirming(null); void act(async () => { await deleteRule(rule.id); return ''; }); }}>{t('deliveries.confirmYes')}</button>
                  <button type="button" className="button" onClick={() => setConfirming(null)}>{t('deliveries.cancel')}</button>
                </>
              ) : <button type="button" className="button" onClick={() => setConfirming(rule.id)}>{t('deliveries.delete')}</button>}
            </div>
          </li>
        ))}
      </ul>
      <fieldset className="settings-fieldset">
        <legend>{t('deliveries.firings')}</legend>
        {firings.isSuccess && firings.data.length === 0 && <p>{t('deliveries.noFirings')}</p>}
        <ul className="delivery-list">
          {(firings.data ?? []).map((f) => (
            <li key={f.id}>
              <time dateTime={f.firedAt}>{formatDateTime(f.firedAt, locale)}</time>{' — '}
              {t('deliveries.firing', { name: f.ruleName ?? '—', period: f.periodStart === f.periodEnd ? f.periodStart : `${f.periodStart} – ${f.periodEnd}`, value: f.value === null ? '—' : formatNumber(f.value, locale) })}
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}
