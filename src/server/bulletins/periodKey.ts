// A bulletin's period and its key: `YYYY-MM-DD` (a day), `YYYY-Www` (an ISO week, Monday to Sunday), `YYYY-MM`
// (a month), `YYYY` (a year). Spans are Istanbul wall-clock milliseconds (the convention of
// datasets/publishedBefore.ts: Date.UTC of the wall date), the end excluded. Pure.
import type { BulletinPeriod } from './bulletinKinds';

export interface PeriodSpan {
  period: BulletinPeriod;
  key: string;
  /** The first instant of the period (Istanbul wall-clock ms). */
  start: number;
  /** The first instant after it. */
  end: number;
}

const DAY = 86_400_000;
/** Years a key may name: older or later ones are no date the platform could describe. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2999;

interface PeriodRule {
  pattern: RegExp;
  /** The span of a well-formed key, or undefined when the date does not exist (30 February, week 54). */
  span: (parts: number[]) => { start: number; end: number } | undefined;
  /** The key of the period holding the given day (wall ms). */
  keyOf: (day: number) => string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Monday of ISO week 1 of a year: the week holding 4 January. */
function isoWeekOneMonday(year: number): number {
  const jan4 = Date.UTC(year, 0, 4);
  return jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY;
}

export function isoWeeksInYear(year: number): number {
  return Math.round((isoWeekOneMonday(year + 1) - isoWeekOneMonday(year)) / (7 * DAY));
}

function isoWeekOf(day: number): { year: number; week: number } {
  const thursday = day + (3 - ((new Date(day).getUTCDay() + 6) % 7)) * DAY;
  const year = new Date(thursday).getUTCFullYear();
  return { year, week: Math.floor((thursday - isoWeekOneMonday(year)) / (7 * DAY)) + 1 };
}

export const PERIOD_RULES: Record<BulletinPeriod, PeriodRule> = {
  daily: {
    pattern: /^(\d{4})-(\d{2})-(\d{2})$/,
    span: ([y, m, d]) => {
      const start = Date.UTC(y!, m! - 1, d!);
      const back = new Date(start);
      if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m! - 1 || back.getUTCDate() !== d) return undefined;
      return { start, end: start + DAY };
    },
    keyOf: (day) => new Date(day).toISOString().slice(0, 10),
  },
  weekly: {
    pattern: /^(\d{4})-W(\d{2})$/,
    span: ([y, w]) => {
      if (w! < 1 || w! > isoWeeksInYear(y!)) return undefined;
      const start = isoWeekOneMonday(y!) + (w! - 1) * 7 * DAY;
      return { start, end: start + 7 * DAY };
    },
    keyOf: (day) => {
      const { year, week } = isoWeekOf(day);
      return `${year}-W${pad(week)}`;
    },
  },
  monthly: {
    pattern: /^(\d{4})-(\d{2})$/,
    span: ([y, m]) => (m! < 1 || m! > 12 ? undefined : { start: Date.UTC(y!, m! - 1, 1), end: Date.UTC(y!, m!, 1) }),
    keyOf: (day) => new Date(day).toISOString().slice(0, 7),
  },
  yearly: {
    pattern: /^(\d{4})$/,
    span: ([y]) => ({ start: Date.UTC(y!, 0, 1), end: Date.UTC(y! + 1, 0, 1) }),
    keyOf: (day) => String(new Date(day).getUTCFullYear()),
  },
};

/** The period a key names, or undefined for a malformed or impossible key. */
export function parsePeriodKey(period: BulletinPeriod, key: string): PeriodSpan | undefined {
  const rule = PERIOD_RULES[period];
  const match = rule.pattern.exec(key);
  if (!match) return undefined;
  const parts = match.slice(1).map(Number);
  if (parts[0]! < FIRST_YEAR || parts[0]! > LAST_YEAR) return undefined;
  const span = rule.span(parts);
  return span ? { period, key, ...span } : undefined;
}

/** The period of the given kind holding a day (wall ms). */
export function periodOf(period: BulletinPeriod, day: number): PeriodSpan {
  return parsePeriodKey(period, PERIOD_RULES[period].keyOf(day))!;
}

/** The period just before this one. */
export function previousPeriod(span: PeriodSpan): PeriodSpan {
  return periodOf(span.period, span.start - DAY);
}

/** The date a key's form is written in, for messages: `2024-08-19`, `2024-W34`, `2024-08`, `2024`. */
export const PERIOD_KEY_FORMS: Record<BulletinPeriod, string> = { daily: 'YYYY-MM-DD', weekly: 'YYYY-Www', monthly: 'YYYY-MM', yearly: 'YYYY' };
