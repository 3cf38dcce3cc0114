// Day-ahead prices: today's hourly MCP with its average, lowest and highest hours, and tomorrow's once
// published (the final results at 14:00). Between 13:00 and 14:00 a member sees tomorrow's interim prices;
// a visitor is told when they come.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { formatNumber } from '../../../engine/format/formatNumber';
import { istanbulDay } from '../../../engine/format/istanbulDay';
import { istanbulWallClock } from '../../../engine/format/istanbulWallClock';
import { addDays } from '../../../engine/request/isoDay';
import { apiFetch } from '../../api/apiFetch';
import { useLocale } from '../../i18n/useLocale';
import { useAppMenu } from '../../shell/session/useAppMenu';
import { dashboardQuery, LIVE_REFRESH_MS } from './dashboardQuery';
import { hourlySlots } from './hourlySlots';
import { LiveCard } from './LiveCard';
import { LiveFigure } from './LiveFigure';
import { Sparkline } from './Sparkline';

interface PriceRow { date: string; mcpTr: number }
interface InterimRow { date: string; hour: string; marketTradePrice: number }

/** The interim prices are out from 13:00; the final ones replace them at 14:00 (Istanbul). */
const INTERIM_HOUR = 13;

function dayFigures(slots: readonly (number | null)[]) {
  const hours = slots.flatMap((v, hour) => (v === null ? [] : [{ hour, v }]));
  if (hours.length === 0) return undefined;
  const avg = hours.reduce((s, h) => s + h.v, 0) / hours.length;
  const low = hours.reduce((a, b) => (b.v < a.v ? b : a));
  const high = hours.reduce((a, b) => (b.v > a.v ? b : a));
  return { avg, low, high, complete: hours.length === 24 };
}

export function DayAheadPriceCard({ now }: { now: Date }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const menu = useAppMenu();
  const query = useQuery(dashboardQuery<PriceRow>('day-ahead-market', locale));
  const today = istanbulDay(now);
  const tomorrow = addDays(today, 1);
  const rows = query.data?.items ?? [];
  const todays = hourlySlots(rows, (r) => r.date, (r) => r.mcpTr, today);
  const finals = hourlySlots(rows, (r) => r.date, (r) => r.mcpTr, tomorrow);
  const hour = istanbulWallClock(now.toISOString())?.hour ?? 0;
  const interimWindow = hour === INTERIM_HOUR && finals.every((v) => v === null);
  const interim = useQuery({
    queryKey: ['home-interim-mcp', tomorrow],
    queryFn: ({ signal }) => apiFetch<{ items: InterimRow[] }>('/electricity-service/v1/markets/dam/data/interim-mcp', { body: { startDate: `${tomorrow}T00:00:00+03:00` }, signal, background: true }),
    enabled: interimWindow && menu.readsData,
    refetchInterval: LIVE_REFRESH_MS,
  });
  const interims = interimWindow ? hourlySlots(interim.data?.items ?? [], (r) => r.date, (r) => r.marketTradePrice, tomorrow) : [];
  const tomorrows = finals.some((v) => v !== null) ? finals : interims;
  const todayFigures = dayFigures(todays);
  const tomorrowFigures = dayFigures(tomorrows);
  const money = (v: number) => formatNumber(v, locale, { decimals: 2 });
  const at = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return (
    <LiveCard id="day-ahead" title={t('live.dayAhead.title')} reportId="dam-mcp" pending={query.isPending} failed={query.isError} retry={() => void query.refetch()} published={query.data?.latestUpdateTime} empty={!todayFigures}>
      {todayFigures && (
        <>
          <LiveFigure value={money(todayFigures.avg)} unit="TL/MWh" caption={t('live.dayAhead.todayAverage')} />
          <p className="live-detail">
            {t('live.dayAhead.range', { low: money(todayFigures.low.v), lowAt: at(todayFigures.low.hour), high: money(todayFigures.high.v), highAt: at(todayFigures.high.hour) })}
          </p>
          <p className="live-detail">
            {tomorrowFigures
              ? t(finals.some((v) => v !== null) ? 'live.dayAhead.tomorrow' : 'live.dayAhead.tomorrowInterim', { avg: money(tomorrowFigures.avg) })
              : t(interimWindow ? 'live.dayAhead.interimForMembers' : 'live.dayAhead.tomorrowPending')}
          </p>
          <Sparkline
            slots={24}
            label={t('live.dayAhead.chart')}
            series={[{ values: todays, color: 'var(--accent)' }, ...(tomorrowFigures ? [{ values: tomorrows, color: 'var(--muted)', secondary: true }] : [])]}
          />
          <p className="live-legend"><span className="key key-today" />{t('live.today')} {tomorrowFigures && <><span className="key key-other" />{t('live.tomorrow')}</>}</p>
        </>
      )}
    </LiveCard>
  );
}
