// The market-volume part of the market reports module: each day, the day's physical volumes
// (reporting.market-volumes, electricity-market-volume-physically); on a month's first day, the month's row of
// periodic volumes (reporting.periodic-volumes, periodic-price-volume) at the month's first hour, from every day
// of the month read through chainOf, like the other monthly settlement rows. Both come from dayMarketSources.ts,
// so the month is the sum of its days whatever day the world starts on.
import { calendarDay } from '../../calendar';
import type { MarketDayContext } from '../marketDayModule';
import { dayMarketSources } from './dayMarketSources';
import { eligibleWithdrawalShare } from './eligibleWithdrawalShare';
import { monthIndex } from './eligibleMeterCounts';
import { periodicVolumeRow } from './periodicMarketVolumes';
import { physicalVolumeRow } from './physicalMarketVolumes';

export const MARKET_VOLUME_DATASETS = {
  physical: 'reporting.market-volumes',
  periodic: 'reporting.periodic-volumes',
} as const;

export function addMarketVolumes({ noise, e, chainOf, push }: MarketDayContext): void {
  const { cal } = e;
  push(MARKET_VOLUME_DATASETS.physical, { ts: cal.ts, ...physicalVolumeRow(dayMarketSources(noise, chainOf, e)) });
  if (cal.dayOfMonth !== 1) return;
  const days = [dayMarketSources(noise, chainOf, e)];
  for (let d = cal.day + 1; calendarDay(d).month === cal.month; d++) days.push(dayMarketSources(noise, chainOf, chainOf(d)));
  push(MARKET_VOLUME_DATASETS.periodic, { ts: cal.ts, ...periodicVolumeRow(days, eligibleWithdrawalShare(noise, monthIndex(cal.year, cal.month))) });
}
