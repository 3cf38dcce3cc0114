// Intraday market: the weighted average price of today's finished hours and the quantity matched so far.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { formatNumber } from '../../../engine/format/formatNumber';
import { istanbulDay } from '../../../engine/format/istanbulDay';
import { useLocale } from '../../i18n/useLocale';
import { dashboardQuery } from './dashboardQuery';
import { hourlySlots, lastFilled } from './hourlySlots';
import { LiveCard } from './LiveCard';
import { LiveFigure } from './LiveFigure';
import { Sparkline } from './Sparkline';

interface IntradayRow { date: string; gipAofTl: number; gipeslesmemiktar: number }

export function IntradayPriceCard({ now }: { now: Date }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useQuery(dashboardQuery<IntradayRow>('intra-day-market', locale));
  const today = istanbulDay(now);
  const rows = query.data?.items ?? [];
  const prices = hourlySlots(rows, (r) => r.date, (r) => r.gipAofTl, today);
  const matched = hourlySlots(rows, (r) => r.date, (r) => r.gipeslesmemiktar, today).reduce<number>((sum, v) => sum + (v ?? 0), 0);
  const last = lastFilled(prices);
  return (
    <LiveCard id="intraday" title={t('live.intraday.title')} reportId="idm-weighted-average-price" pending={query.isPending} failed={query.isError} retry={() => void query.refetch()} published={query.data?.latestUpdateTime} empty={!last}>
      {last && (
        <>
          <LiveFigure value={formatNumber(last.value, locale, { decimals: 2 })} unit="TL/MWh" caption={t('live.hourCaption', { hour: last.hour })} />
          <p className="live-detail">{t('live.intraday.matched', { quantity: formatNumber(matched, locale, { decimals: 0 }) })}</p>
          <Sparkline slots={24} label={t('live.intraday.chart')} series={[{ values: prices, color: 'var(--accent)' }]} />
        </>
      )}
    </LiveCard>
  );
}
