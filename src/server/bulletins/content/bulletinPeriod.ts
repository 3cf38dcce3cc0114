// A bulletin's period key (`2024-07-29`, `2024-W31`, `2024-07`, `2024`; read by ../periodKey.ts) as the Istanbul
// days it covers, the period before it (for the comparison), and its name in each language.
import { formatMonth } from '../../../engine/format/formatMonth';
import type { BulletinLanguage, BulletinPeriod } from '../bulletinKinds';
import { parsePeriodKey, PERIOD_KEY_FORMS, previousPeriod, type PeriodSpan } from '../periodKey';

/** Inclusive Istanbul days, `YYYY-MM-DD`. */
export interface DayRange { start: string; end: string }

export interface BulletinSpan { range: DayRange; previous: DayRange }

const DAY_MS = 86_400_000;
const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export class BadPeriodKey extends Error {
  constructor(period: BulletinPeriod, key: string) {
    super(`"${key}" is not a ${period} bulletin period (expected ${PERIOD_KEY_FORMS[period]})`);
    this.name = 'BadPeriodKey';
  }
}

/** A period's first and last Istanbul day. */
const daysOf = (span: PeriodSpan): DayRange => ({ start: isoDay(span.start), end: isoDay(span.end - DAY_MS) });

export function bulletinSpan(period: BulletinPeriod, key: string): BulletinSpan {
  const span = parsePeriodKey(period, key);
  if (!span) throw new BadPeriodKey(period, key);
  return { range: daysOf(span), previous: daysOf(previousPeriod(span)) };
}

const dayText = (day: string): string => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** "29 Temmuz 2024" / "29 July 2024" */
function longDay(day: string, language: BulletinLanguage): string {
  return `${Number(day.slice(8, 10))} ${formatMonth(day.slice(0, 7), language)}`;
}

/** The period as a reader names it: "29 July 2024", "Week 31 of 2024 (29.07.2024 – 04.08.2024)", "July 2024", "2024". */
export function periodName(period: BulletinPeriod, key: string, language: BulletinLanguage): string {
  const { range } = bulletinSpan(period, key);
  if (period === 'daily') return longDay(key, language);
  if (period === 'weekly') {
    const [year, week] = [key.slice(0, 4), Number(key.slice(6))];
    const days = `${dayText(range.start)} – ${dayText(range.end)}`;
    return language === 'tr' ? `${year} yılı ${week}. hafta (${days})` : `Week ${week} of ${year} (${days})`;
  }
  if (period === 'monthly') return formatMonth(key, language);
  return key;
}

/** The previous period in a few words, for the comparison: "önceki gün" / "the previous week". */
export function previousPeriodName(period: BulletinPeriod, language: BulletinLanguage): string {
  const names: Record<BulletinPeriod, { tr: string; en: string }> = {
    daily: { tr: 'önceki gün', en: 'the previous day' },
    weekly: { tr: 'önceki hafta', en: 'the previous week' },
    monthly: { tr: 'önceki ay', en: 'the previous month' },
    yearly: { tr: 'önceki yıl', en: 'the previous year' },
  };
  return names[period][language];
}

export { dayText };
