// The bulletin addresses the page reads (src/server/API.md, "Market bulletins"). Pure.
import type { Locale } from '../../engine/locale/locale';

export const BULLETIN_PERIODS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type BulletinPeriod = (typeof BULLETIN_PERIODS)[number];
export type BulletinMarket = 'electricity' | 'natural-gas';

/** The forms the server takes, which are also the values of the matching date inputs (date, week, month). */
export const KEY_PATTERNS: Record<BulletinPeriod, RegExp> = {
  daily: /^\d{4}-\d{2}-\d{2}$/,
  weekly: /^\d{4}-W\d{2}$/,
  monthly: /^\d{4}-\d{2}$/,
  yearly: /^\d{4}$/,
};

export function bulletinListPath(market: BulletinMarket, period: BulletinPeriod, locale: Locale, page: number): string {
  return `/bulletins/${market}/${period}?lang=${locale}&page=${page}&pageSize=20`;
}

export function bulletinPath(market: BulletinMarket, period: BulletinPeriod, key: string, locale: Locale, format: 'html' | 'pdf'): string {
  return `/bulletins/${market}/${period}/${encodeURIComponent(key)}${format === 'pdf' ? '.pdf' : ''}?lang=${locale}`;
}
