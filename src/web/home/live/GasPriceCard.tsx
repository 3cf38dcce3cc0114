// Spot gas: today's gas reference price in lira per 1000 Sm³ and dollars per MMBtu, and the last seven gas days.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { formatNumber } from '../../../engine/format/formatNumber';
import { formatDate } from '../../../engine/format/formatDate';
import { useLocale } from '../../i18n/useLocale';
import { dashboardQuery } from './dashboardQuery';
import { LiveCard } from './LiveCard';
import { LiveFigure } from './LiveFigure';
import { Sparkline } from './Sparkline';

interface GasRow { date: string; grfTl: number; grfUsdMmBtu: number; matchQuantityAmount: number }

export function GasPriceCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useQuery(dashboardQuery<GasRow>('spot-gas-market', locale));
  const rows = [...(query.data?.items ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  const latest = rows.at(-1);
  return (
    <LiveCard id="gas" title={t('live.gas.title')} reportId="gas-daily-reference-price" pending={query.isPending} failed={query.isError} retry={() => void query.refetch()} published={query.data?.latestUpdateTime} empty={!latest}>
      {latest && (
        <>
          <LiveFigure value={formatNumber(latest.grfTl, locale, { decimals: 2 })} unit="TL/1000 Sm³" caption={t('live.gas.dayCaption', { day: formatDate(latest.date, locale) })} />
          <p className="live-detail">{t('live.gas.inDollars', { price: formatNumber(latest.grfUsdMmBtu, locale, { decimals: 2 }) })}</p>
          <Sparkline slots={rows.length} label={t('live.gas.chart', { days: rows.length })} series={[{ values: rows.map((r) => r.grfTl), color: 'var(--accent)' }]} />
        </>
      )}
    </LiveCard>
  );
}
