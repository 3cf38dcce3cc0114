// Screen 262: usage statistics of the web services over a chosen range (Istanbul days) by day, week or month:
// totals by outcome, a stacked column chart, and the tables by period, by user (most rows first) and by service,
// each downloadable as CSV through the server.
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { formatDate } from '../../../engine/format/formatDate';
import { formatMonth } from '../../../engine/format/formatMonth';
import { formatNumber } from '../../../engine/format/formatNumber';
import { istanbulDay } from '../../../engine/format/istanbulDay';
import type { Locale } from '../../../engine/locale/locale';
import { EChart } from '../../chart/EChart';
import { useLocale } from '../../i18n/useLocale';
import { useTranslation } from '../../i18n/useTranslation';
import { PageHeader } from '../../shell/PageHeader';
import { showNotice } from '../../shell/notices/noticeStore';
import { useTheme } from '../../theme/useTheme';
import { exportUsage, fetchUsage, OUTCOMES, type OutcomeCounts, type UsagePeriod, type UsageRequest, type UsageTable } from './statisticsApi';
import { toUsageChartOption } from './toUsageChartOption';
import { checkRange, defaultRange, type RangeDraft, type RangeErrors } from './usageRangeDraft';
import '../pageData/pageData.css';
import '../home/oversight.css';
import { LoadStatus } from '../LoadStatus';

const PERIODS: UsagePeriod[] = ['day', 'week', 'month'];

export function StatisticsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { theme } = useTheme();
  const baseId = useId();
  const [draft, setDraft] = useState<RangeDraft>(() => defaultRange(istanbulDay(new Date())));
  const [errors, setErrors] = useState<RangeErrors>({});
  const [request, setRequest] = useState<UsageRequest>(draft);
  const [exporting, setExporting] = useState<UsageTable | null>(null);
  const usage = useQuery({ queryKey: ['admin', 'statistics', request], queryFn: ({ signal }) => fetchUsage(request, signal) });

  const n = (value: number) => formatNumber(value, locale, { decimals: 0 });
  const periodLabel = (start: string) => labelOfPeriod(start, usage.data?.period ?? 'day', locale);
  const option = useMemo(() => usage.data && toUsageChartOption(
    usage.data, { period: (start) => labelOfPeriod(start, usage.data.period, locale), outcome: (o) => t(`adminOversight.statistics.outcomes.${o}`) }, theme,
  ), [usage.data, theme, locale, t]);

  const submit = () => {
    const checked = checkRange(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      document.getElementById(`${baseId}-${Object.keys(checked.errors)[0]}`)?.focus();
      return;
    }
    setErrors({});
    setRequest(checked.request);
  };

  const runExport = async (table: UsageTable) => {
    setExporting(table);
    try {
      const name = await exportUsage(request, table);
      showNotice({ kind: 'success', message: t('adminOversight.exported', { name }) });
    } catch {
      // The error modal has said why.
    } finally {
      setExporting(null);
    }
  };

  const dayField = (field: 'startDate' | 'endDate') => (
    <div className="field">
      <label htmlFor={`${baseId}-${field}`}>{t(`adminOversight.statistics.${field}`)}</label>
      <input
        id={`${baseId}-${field}`} type="date" value={draft[field]}
        aria-invalid={errors[field] ? true : undefined} aria-describedby={errors[field] ? `${baseId}-${field}-error` : undefined}
        onChange={(e) => { setDraft({ ...draft, [field]: e.target.value }); setErrors({}); }}
      />
      {errors[field] && <span className="field-error" id={`${baseId}-${field}-error`} role="alert">{t(errors[field].key, errors[field].values)}</span>}
    </div>
  );

  const exportButton = (table: UsageTable, title: string) => (
    <button type="button" className="button button-small" disabled={exporting !== null} aria-label={t('adminOversight.statistics.exportOf', { table: title })} onClick={() => void runExport(table)}>
      {exporting === table ? t('adminOversight.exporting') : t('adminOversight.statistics.export')}
    </button>
  );
  const outcomeHeaders = OUTCOMES.map((o) => <th key={o} scope="col" className="admin-oversight-number">{t(`adminOversight.statistics.outcomes.${o}`)}</th>);
  const outcomeCells = (c: OutcomeCounts) => OUTCOMES.map((o) => <td key={o} className="admin-oversight-number" data-label={t(`adminOversight.statistics.outcomes.${o}`)}>{n(c[o])}</td>);

  const data = usage.data;
  return (
    <div className="content-page admin-page-data">
      <PageHeader title={t('adminOversight.statistics.title')} lead={t('adminOversight.statistics.lead')} />
      <form className="admin-oversight-filters" noValidate onSubmit={(e) => { e.preventDefault(); submit(); }}>
        {dayField('startDate')}
        {dayField('endDate')}
        <div className="field">
          <label htmlFor={`${baseId}-period`}>{t('adminOversight.statistics.period')}</label>
          <select id={`${baseId}-period`} value={draft.period} onChange={(e) => setDraft({ ...draft, period: e.target.value as UsagePeriod })}>
            {PERIODS.map((p) => <option key={p} value={p}>{t(`adminOversight.statistics.periods.${p}`)}</option>)}
          </select>
        </div>
        <button type="submit" className="button button-primary">{t('adminOversight.statistics.show')}</button>
      </form>
      <LoadStatus query={usage} />
      {data && (
        <>
          <dl className="admin-oversight-figures" aria-label={t('adminOversight.statistics.total')}>
            <div><dt>{t('adminOversight.statistics.total')}</dt><dd data-testid="usage-total-calls">{n(data.total.calls)}</dd></div>
            <div><dt>{t('adminOversight.statistics.users')}</dt><dd>{n(data.total.users)}</dd></div>
            <div><dt>{t('adminOversight.statistics.rows')}</dt><dd>{n(data.total.rows)}</dd></div>
            {OUTCOMES.map((o) => <div key={o}><dt>{t(`adminOversight.statistics.outcomes.${o}`)}</dt><dd>{n(data.total[o])}</dd></div>)}
          </dl>
          <section className="admin-oversight-section" aria-labelledby={`${baseId}-chart`}>
            <h2 id={`${baseId}-chart`}>{t('adminOversight.statistics.chartTitle')}</h2>
            {data.total.calls === 0 && <p className="muted">{t('adminOversight.statistics.noCalls')}</p>}
            {option && <EChart option={option} className="admin-oversight-chart" label={t('adminOversight.statistics.chartLabel', { start: formatDate(data.startDate, locale), end: formatDate(data.endDate, locale) })} />}
          </section>
          <Section id={`${baseId}-periods`} title={t('adminOversight.statistics.byPeriod')} tools={exportButton('periods', t('adminOversight.statistics.byPeriod'))}>
            <thead><tr><th scope="col">{t('adminOversight.statistics.periodStart')}</th><th scope="col" className="admin-oversight-number">{t('adminOversight.statistics.calls')}</th>{outcomeHeaders}</tr></thead>
            <tbody>
              {data.periods.map((p) => (
                <tr key={p.period}>
                  <td data-label={t('adminOversight.statistics.periodStart')}>{periodLabel(p.period)}</td>
                  <td className="admin-oversight-number" data-label={t('adminOversight.statistics.calls')}>{n(p.calls)}</td>
                  {outcomeCells(p)}
                </tr>
              ))}
            </tbody>
          </Section>
          <Section id={`${baseId}-users`} title={t('adminOversight.statistics.byUser')} tools={exportButton('users', t('adminOversight.statistics.byUser'))}>
            <thead>
              <tr>
                <th scope="col">{t('adminOversight.statistics.user')}</th>
                <th scope="col" className="admin-oversight-number">{t('adminOversight.statistics.rows')}</th>
                <th scope="col" className="admin-oversight-number">{t('adminOversight.statistics.bytes')}</th>
                <th scope="col" className="admin-oversight-number">{t('adminOversight.statistics.calls')}</th>
                {outcomeHeaders}
              </tr>
            </thead>
            <tbody>
              {data.users.length === 0 && <tr><td colSpan={8}>{t('adminOversight.statistics.noCalls')}</td></tr>}
              {data.users.map((u) => (
                <tr key={u.accountId ?? 'visitor'}>
                  <td data-label={t('adminOversight.statistics.user')}>
                    {u.email ?? t('adminOversight.visitor')}
                    {u.name && <span className="admin-page-data-sub">{u.name}</span>}
                  </td>
                  <td className="admin-oversight-number" data-label={t('adminOversight.statistics.rows')}>{n(u.rows)}</td>
                  <td className="admin-oversight-number" data-label={t('adminOversight.statistics.bytes')}>{formatNumber(u.bytes / 1024, locale, { decimals: 1 })}</td>
                  <td className="admin-oversight-number" data-label={t('adminOversight.statistics.calls')}>{n(u.calls)}</td>
                  {outcomeCells(u)}
                </tr>
              ))}
            </tbody>
          </Section>
          <Section id={`${baseId}-services`} title={t('adminOversight.statistics.byService')} tools={exportButton('services', t('adminOversight.statistics.byService'))}>
            <thead>
              <tr>
                <th scope="col">{t('adminOversight.statistics.service')}</th>
                <th scope="col" className="admin-oversight-number">{t('adminOversight.statistics.calls')}</th>
                <th scope="col" className="admin-oversight-number">{t('adminOversight.statistics.rows')}</th>
                <th scope="col" className="admin-oversight-number">{t('adminOversight.statistics.averageMs')}</th>
                {outcomeHeaders}
              </tr>
            </thead>
            <tbody>
              {data.services.length === 0 && <tr><td colSpan={8}>{t('adminOversight.statistics.noCalls')}</td></tr>}
              {data.services.map((s) => (
                <tr key={s.service}>
                  <td data-label={t('adminOversight.statistics.service')}><code>{s.service}</code></td>
                  <td className="admin-oversight-number" data-label={t('adminOversight.statistics.calls')}>{n(s.calls)}</td>
                  <td className="admin-oversight-number" data-label={t('adminOversight.statistics.rows')}>{n(s.rows)}</td>
                  <td className="admin-oversight-number" data-label={t('adminOversight.statistics.averageMs')}>{formatNumber(s.averageMs, locale, { decimals: 1 })}</td>
                  {outcomeCells(s)}
                </tr>
              ))}
            </tbody>
          </Section>
        </>
      )}
    </div>
  );
}

/** A period by its first day: the month's name for months, the day for days and weeks. */
function labelOfPeriod(start: string, period: UsagePeriod, locale: Locale): string {
  return period === 'month' ? formatMonth(start.slice(0, 7), locale) : formatDate(start, locale);
}

function Section({ id, title, tools, children }: { id: string; title: string; tools: ReactNode; children: ReactNode }) {
  return (
    <section className="admin-oversight-section" aria-labelledby={id}>
      <div className="admin-oversight-section-head"><h2 id={id}>{title}</h2>{tools}</div>
      <div className="admin-page-data-scroll">
        <table className="admin-page-data-table" aria-labelledby={id}>{children}</table>
      </div>
    </section>
  );
}
