// The gas futures contracts (VGP): monthly, quarterly and yearly delivery periods, and which of them trade on a
// day. A contract trades on business days from the start of its window until the day before its delivery starts:
// a month over the three months before it, a quarter over the two quarters before it, a year over the second half
// of the year before it; never before the market's first day, 2021-10-01. Names are our own code: G + length
// (M, Q, Y) + period number and two-digit year (GM1024, GQ0125, GY25). A contract's quantity is a daily rate
// (1000 Sm³ a day, delivered on every gas day of its period).
import { calendarDay, MS_PER_DAY, parseDay } from '../../calendar';

export type GasPeriodLength = 'month' | 'quarter' | 'year';

/** The gas futures market's first trading day. */
export const GAS_FUTURES_FIRST_DAY = parseDay('2021-10-01');

export const GAS_MONTH_PERIODS = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'] as const;
/** The delivery period of a yearly contract, as the period filter names it. */
export const GAS_YEAR_PERIOD = 'Yıllık';

export interface GasFuturesContract {
  /** GM1024 */
  name: string;
  length: GasPeriodLength;
  /** The delivery year. */
  year: number;
  /** Ocak … Aralık, Q1 … Q4, or Yıllık. */
  deliveryPeriod: string;
  /** First and last delivery (gas) day, day numbers, inclusive. */
  deliveryStart: number;
  deliveryEnd: number;
  /** First calendar day of the trading window (not before the market's first day); trading ends the day before deliveryStart. */
  tradingStart: number;
}

const dayOf = (year: number, month: number): number => Date.UTC(year, month - 1, 1) / MS_PER_DAY;
const two = (n: number) => String(n).padStart(2, '0');

export function gasFuturesContract(length: GasPeriodLength, year: number, index: number): GasFuturesContract {
  const window = (start: number) => Math.max(GAS_FUTURES_FIRST_DAY, start);
  if (length === 'month') {
    return {
      name: `GM${two(index)}${two(year % 100)}`, length, year, deliveryPeriod: GAS_MONTH_PERIODS[index - 1]!,
      deliveryStart: dayOf(year, index), deliveryEnd: dayOf(year, index + 1) - 1, tradingStart: window(dayOf(year, index - 3)),
    };
  }
  if (length === 'quarter') {
    const firstMonth = (index - 1) * 3 + 1;
    return {
      name: `GQ${two(index)}${two(year % 100)}`, length, year, deliveryPeriod: `Q${index}`,
      deliveryStart: dayOf(year, firstMonth), deliveryEnd: dayOf(year, firstMonth + 3) - 1, tradingStart: window(dayOf(year, firstMonth - 6)),
    };
  }
  return {
    name: `GY${two(year % 100)}`, length, year, deliveryPeriod: GAS_YEAR_PERIOD,
    deliveryStart: dayOf(year, 1), deliveryEnd: dayOf(year + 1, 1) - 1, tradingStart: window(dayOf(year - 1, 7)),
  };
}

/** The contracts whose trading window holds `day` (business day or not): months, then quarters, then the year. */
export function gasContractsListedOn(day: number): GasFuturesContract[] {
  if (day < GAS_FUTURES_FIRST_DAY) return [];
  const { year, month } = calendarDay(day);
  const candidates: GasFuturesContract[] = [];
  for (let ahead = 1; ahead <= 3; ahead++) {
    const m = month - 1 + ahead;
    candidates.push(gasFuturesContract('month', year + Math.floor(m / 12), (m % 12) + 1));
  }
  const quarter = Math.floor((month - 1) / 3);
  for (let ahead = 1; ahead <= 2; ahead++) {
    const q = quarter + ahead;
    candidates.push(gasFuturesContract('quarter', year + Math.floor(q / 4), (q % 4) + 1));
  }
  candidates.push(gasFuturesContract('year', year + 1, 1));
  return candidates.filter((c) => day >= c.tradingStart && day < c.deliveryStart);
}

/** The business days a contract trades on, in order. */
export function gasTradingDays(contract: GasFuturesContract): number[] {
  const days: number[] = [];
  for (let d = contract.tradingStart; d < contract.deliveryStart; d++) if (calendarDay(d).isBusinessDay) days.push(d);
  return days;
}

/** The first business day on or after `day`: the day a contract whose delivery starts on `day` closes its positions. */
export function firstBusinessDayFrom(day: number): number {
  let d = day;
  while (!calendarDay(d).isBusinessDay) d++;
  return d;
}
