// Real-time generation: the newest finished hour's total and its mix by source, each source in the colour it
// has on every chart of the platform, and the renewable share.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import generationDashboard from '../../../../reports/dashboard/realtime-generation.json';
import { seriesColors } from '../../../engine/charts/seriesColors';
import { formatNumber } from '../../../engine/format/formatNumber';
import { istanbulDay } from '../../../engine/format/istanbulDay';
import { addDays } from '../../../engine/request/isoDay';
import { useLocale } from '../../i18n/useLocale';
import { useTheme } from '../../theme/useTheme';
import { dashboardQuery } from './dashboardQuery';
import { dayOf, hourOf, hourlySlots } from './hourlySlots';
import { LiveCard } from './LiveCard';
import { LiveFigure } from './LiveFigure';
import { Sparkline } from './Sparkline';

type GenerationRow = { date: string; total: number } & Record<string, number | string>;

/** The sources of the dashboard, with their labels, in the descriptor's order. */
const SOURCES = generationDashboard.columns.filter((c) => c.unit === 'MWh' && c.key !== 'total');
/** Sources that are renewable (the import-export balance is neither). */
const RENEWABLE = new Set(['dammedHydro', 'river', 'wind', 'sun', 'geothermal', 'biomass', 'wasteheat']);
/** How many sources are named; the rest are added up as "other". */
const NAMED = 6;

export function GenerationMixCard({ now }: { now: Date }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { theme } = useTheme();
  const query = useQuery(dashboardQuery<GenerationRow>('realtime-generation', locale));
  const today = istanbulDay(now);
  const rows = query.data?.items ?? [];
  const latest = rows.filter((r) => dayOf(r.date) === today).sort((a, b) => a.date.localeCompare(b.date)).at(-1);
  const produced = latest ? SOURCES.map((s) => ({ key: s.key, label: s.label[locale], mwh: Math.max(0, Number(latest[s.key]) || 0) })) : [];
  const total = produced.reduce((sum, s) => sum + s.mwh, 0);
  const ranked = [...produced].sort((a, b) => b.mwh - a.mwh);
  const named = ranked.slice(0, NAMED).filter((s) => s.mwh > 0);
  const other = ranked.slice(NAMED).reduce((sum, s) => sum + s.mwh, 0);
  const renewable = produced.filter((s) => RENEWABLE.has(s.key)).reduce((sum, s) => sum + s.mwh, 0);
  const share = (mwh: number) => (total > 0 ? (mwh / total) * 100 : 0);
  const color = (key: string) => seriesColors[key]?.[theme] ?? 'var(--border-strong)';
  const totals = (day: string) => hourlySlots(rows, (r) => r.date, (r) => r.total, day);
  return (
    <LiveCard id="generation" title={t('live.generation.title')} reportId="realtime-generation" pending={query.isPending} failed={query.isError} retry={() => void query.refetch()} published={query.data?.latestUpdateTime} empty={!latest}>
      {latest && (
        <>
          <LiveFigure value={formatNumber(latest.total, locale, { decimals: 0 })} unit="MWh" caption={t('live.hourCaption', { hour: hourOf(latest.date) ?? 0 })} />
          <p className="live-detail">{t('live.generation.renewableShare', { share: formatNumber(share(renewable), locale, { decimals: 1 }) })}</p>
          <div className="mix-bar" role="img" aria-label={t('live.generation.mixLabel', { mix: named.map((s) => `${s.label} ${formatNumber(share(s.mwh), locale, { decimals: 1 })} %`).join(', ') })}>
            {named.map((s) => <span key={s.key} style={{ flexGrow: s.mwh, background: color(s.key) }} />)}
            {other > 0 && <span style={{ flexGrow: other, background: 'var(--border-strong)' }} />}
          </div>
          <ul className="mix-legend">
            {named.map((s) => (
              <li key={s.key}><span className="key" style={{ background: color(s.key) }} /><span className="mix-name">{s.label}</span> <b>{formatNumber(share(s.mwh), locale, { decimals: 1 })} %</b></li>
            ))}
            {other > 0 && <li><span className="key" style={{ background: 'var(--border-strong)' }} /><span className="mix-name">{t('live.generation.other')}</span> <b>{formatNumber(share(other), locale, { decimals: 1 })} %</b></li>}
          </ul>
          <Sparkline
            slots={24}
            label={t('live.generation.chart')}
            series={[{ values: totals(addDays(today, -1)), color: 'var(--muted)', secondary: true }, { values: totals(today), color: 'var(--accent)' }]}
          />
          <p className="live-legend"><span className="key key-today" />{t('live.today')} <span className="key key-other" />{t('live.yesterday')}</p>
        </>
      )}
    </LiveCard>
  );
}
