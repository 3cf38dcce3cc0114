// Weekly summaries of the spot market, on the operator's week: Monday to Sunday, the weekday part (HI) Monday to
// Friday and the weekend part (HS) Saturday and Sunday, the whole week (HT). Prices are arithmetic averages of the
// daily reference price (GRF) over each part; the weekly reference price (HRF) weights each day's GRF by the
// quantity matched for it. Quantities (1000 Sm³) and trade values (TL) are sums of the daily totals. The row
// is stamped with the week's Sunday, so it is public once the whole week is over.
import type { GasDay } from '../gasDayModule';

const round2 = (x: number): number => Math.round(x * 100) / 100;
const WEEKEND_FROM = 5; // Saturday (0 = Monday)

export interface WeeklyProducts {
  /** 'YYYY-MM-DD/YYYY-MM-DD': Monday to Sunday. */
  week: string;
  weekdayPrice: number;
  weekendPrice: number;
  weekTotalPrice: number;
  weeklyRefPrice: number;
  hiem: number; hsem: number; htem: number; emTotal: number;
  hiih: number; hsih: number; htih: number; ihTotal: number;
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** `days`: the week's seven gas days, Monday first. */
export function weeklyProducts(days: readonly GasDay[]): WeeklyProducts {
  if (days.length !== 7 || days[0]!.cal.weekday !== 0) throw new Error('a gas week is seven days from a Monday');
  const weekday = days.filter((d) => d.cal.weekday < WEEKEND_FROM);
  const weekend = days.filter((d) => d.cal.weekday >= WEEKEND_FROM);
  const quantity = (ds: readonly GasDay[]): number => sum(ds.map((d) => d.spot.total));
  const value = (ds: readonly GasDay[]): number => round2(sum(ds.map((d) => d.spot.tradeValueTotal)));
  const grfWeight = sum(days.map((d) => d.spot.grfMatchQuantity));
  return {
    week: `${days[0]!.cal.key}/${days[6]!.cal.key}`,
    weekdayPrice: round2(mean(weekday.map((d) => d.grfTl))),
    weekendPrice: round2(mean(weekend.map((d) => d.grfTl))),
    weekTotalPrice: round2(mean(days.map((d) => d.grfTl))),
    weeklyRefPrice: round2(sum(days.map((d) => d.grfTl * d.spot.grfMatchQuantity)) / grfWeight),
    hiem: quantity(weekday), hsem: quantity(weekend), htem: quantity(days), emTotal: quantity(days),
    hiih: value(weekday), hsih: value(weekend), htih: value(days), ihTotal: value(days),
  };
}
