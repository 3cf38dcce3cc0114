// The power futures contracts (VEP): monthly, quarterly and yearly delivery periods, each in a base and a peak
// load type, and which of them trade on a day. A contract trades on business days from the start of its
// window until the day before its delivery starts: a month over the three months before it, a quarter over
// the two quarters before it, a year over the second half of the year before it. Names are our own code:
// F1 + load (B base, P peak) + length (M, Q, Y) + period number and two-digit year (F1BM0924, F1PQ0424, F1BY25).
import { calendarDay, MS_PER_DAY } from '../../calendar';

export type LoadType = 'Baz' | 'Puant';
export type PeriodLength = 'month' | 'quarter' | 'year';

export const LOAD_TYPES: readonly LoadType[] = ['Baz', 'Puant'];
export const MONTH_NAMES = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'] as const;
/** The delivery period of a yearly contract, as the period filter names it. */
export const YEAR_PERIOD = 'Yıllık';

/** One lot is 0.1 MW delivered in every hour of the contract's load type over its delivery period. */
export const MW_PER_LOT = 0.1;

export interface FuturesContract {
  /** F1BM0924 */
  name: string;
  loadType: LoadType;
  length: PeriodLength;
  /** The delivery year. */
  year: number;
  /** Ocak … Aralık, Q1 … Q4, or Yıllık. */
  deliveryPeriod: string;
  /** First and last delivery day (day numbers, inclusive). */
  deliveryStart: number;
  deliveryEnd: number;
  /** First calendar day of the trading window; trading ends the day before deliveryStart. */
  tradingStart: number;
}

const dayOf = (year: number, month: number, dayOfMonth = 1): number => Date.UTC(year, month - 1, dayOfMonth) / MS_PER_DAY;
const two = (n: number) => String(n).padStart(2, '0');

export function futuresContract(length: PeriodLength, loadType: LoadType, year: number, index: number): FuturesContract {
  const load = loadType === 'Baz' ? 'B' : 'P';
  if (length === 'month') {
    return {
      name: `F1${load}M${two(index)}${two(year % 100)}`, loadType, length, year, deliveryPeriod: MONTH_NAMES[index - 1]!,
      deliveryStart: dayOf(year, index), deliveryEnd: dayOf(year, index + 1) - 1, tradingStart: dayOf(year, index - 3),
    };
  }
  if (length === 'quarter') {
    const firstMonth = (index - 1) * 3 + 1;
    return {
      name: `F1${load}Q${two(index)}${two(year % 100)}`, loadType, length, year, deliveryPeriod: `Q${index}`,
      deliveryStart: dayOf(year, firstMonth), deliveryEnd: dayOf(year, firstMonth + 3) - 1, tradingStart: dayOf(year, firstMonth - 6),
    };
  }
  return {
    name: `F1${load}Y${two(year % 100)}`, loadType, length, year, deliveryPeriod: YEAR_PERIOD,
    deliveryStart: dayOf(year, 1), deliveryEnd: dayOf(year + 1, 1) - 1, tradingStart: dayOf(year - 1, 7),
  };
}

/** The contracts whose trading window holds `day` (whether or not the day is a business day), base before peak. */
export function contractsListedOn(day: number): FuturesContract[] {
  const { year, month } = calendarDay(day);
  const candidates: FuturesContract[] = [];
  for (const loadType of LOAD_TYPES) {
    for (let ahead = 1; ahead <= 3; ahead++) {
      const m = month - 1 + ahead;
      candidates.push(futuresContract('month', loadType, year + Math.floor(m / 12), (m % 12) + 1));
    }
    const quarter = Math.floor((month - 1) / 3);
    for (let ahead = 1; ahead <= 2; ahead++) {
      const q = quarter + ahead;
      candidates.push(futuresContract('quarter', loadType, year + Math.floor(q / 4), (q % 4) + 1));
    }
    candidates.push(futuresContract('year', loadType, year + 1, 1));
  }
  return candidates.filter((c) => day >= c.tradingStart && day < c.deliveryStart);
}

/** The business days a contract trades on, in order. */
export function tradingDays(contract: FuturesContract): number[] {
  const days: number[] = [];
  for (let d = contract.tradingStart; d < contract.deliveryStart; d++) if (calendarDay(d).isBusinessDay) days.push(d);
  return days;
}
