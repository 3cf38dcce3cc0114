// Real-time consumption: today's finished hours beside the same hours of yesterday.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { formatNumber } from '../../../engine/format/formatNumber';
import { istanbulDay } from '../../../engine/format/istanbulDay';
import { addDays } from '../../../engine/request/isoDay';
import { useLocale } from '../../i18n/useLocale';
import { dashboardQuery } from './dashboardQuery';
import { hourlySlots, lastFilled } from './hourlySlots';
import { LiveCard } from './LiveCard';
import { LiveFigure } from './LiveFigure';
import { Sparkline } from './Sparkline';

interface ConsumptionRow { date: string; consumption: number }

export function ConsumptionCard({ now }: { now: Date }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useQuery(dashboardQuery<ConsumptionRow>('realtime-consumption', locale));
  const today = istanbulDay(now);
  const rows = query.data?.items ?? [];
  const todays = hourlySlots(rows, (r) => r.date, (r) => r.consumption, today);
  const yesterdays = hourlySlots(rows, (r) => r.date, (r) => r.consumption, addDays(today, -1));
  const last = lastFilled(todays);
  const before = last ? yesterdays[last.hour] : null;
  const change = last && before ? ((last.value - before) / before) * 100 : undefined;
  return (
    <LiveCard id="consumption" title={t('live.consumption.title')} reportId="realtime-consumption" pending={query.isPending} failed={query.isError} retry={() => void query.refetch()} published={query.data?.latestUpdateTime} empty={!last}>
      {last && (
        <>
          <LiveFigure value={formatNumber(last.value, locale, { decimals: 0 })} unit="MWh" caption={t('live.hourCaption', { hour: last.hour })} />
          {change !== undefined && (
            <p className="live-detail">{t('live.consumption.versusYesterday', { change: `${change >= 0 ? '+' : ''}${formatNumber(change, locale, { decimals: 1 })}` })}</p>
          )}
          <Sparkline
            slots={24}
            label={t('live.consumption.chart')}
            series={[{ values: yesterdays, color: 'var(--muted)', secondary: true }, { values: todays, color: 'var(--accent)' }]}
          />
          <p className="live-legend"><span className="key key-today" />{t('live.today')} <span className="key key-other" />{t('live.yesterday')}</p>
        </>
      )}
    </LiveCard>
  );
}
