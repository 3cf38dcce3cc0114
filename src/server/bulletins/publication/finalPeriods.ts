// Which bulletin periods are published: a period is final once its last day is over in Istanbul (the day's final
// day-ahead prices came the day before, its real-time figures hour by hour until midnight: the 'dayOver'
// schedule of datasets/publishedBefore.ts) and the store holds every day of it (from the data's first day to
// its stored end). Monthly and yearly bulletins describe the days' published figures, so they follow the same
// rule once their last day is over. Pure: the clock and the stored range come in.
import { publishedBefore } from '../../datasets/publishedBefore';
import type { BulletinPeriod } from '../bulletinKinds';
import { periodOf, previousPeriod, type PeriodSpan } from '../periodKey';

const DAY = 86_400_000;

/** The stored data's range as the app knows it (app-api's DataFacts): first and last day, `YYYY-MM-DD`. */
export interface StoredRange { dataStart: string; dataEnd: () => string }

const wallDay = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

/** The first instant (wall ms) whose figures are not final yet: today's start in Istanbul, or the day after the stored end. */
export function finalBefore(now: Date, range: StoredRange): number {
  return Math.min(publishedBefore('dayOver', now), wallDay(range.dataEnd()) + DAY);
}

export function isPublished(span: PeriodSpan, now: Date, range: StoredRange): boolean {
  return span.start >= wallDay(range.dataStart) && span.end <= finalBefore(now, range);
}

/** The newest published period of a kind, or undefined when none is complete yet. */
export function latestPublished(period: BulletinPeriod, now: Date, range: StoredRange): PeriodSpan | undefined {
  let span = periodOf(period, finalBefore(now, range) - DAY);
  if (span.end > finalBefore(now, range)) span = previousPeriod(span);
  return span.start >= wallDay(range.dataStart) ? span : undefined;
}

/** The published periods of a kind, newest first, a page at a time, with how many there are in all. */
export function publishedPeriods(period: BulletinPeriod, now: Date, range: StoredRange, page: { offset: number; limit: number }): { total: number; items: PeriodSpan[]; first?: PeriodSpan; latest?: PeriodSpan } {
  const latest = latestPublished(period, now, range);
  if (!latest) return { total: 0, items: [] };
  const first = periodOf(period, wallDay(range.dataStart));
  const oldest = first.start >= wallDay(range.dataStart) ? first : nextOf(first);
  const total = countBetween(oldest, latest);
  const items: PeriodSpan[] = [];
  let span: PeriodSpan = latest;
  for (let i = 0; i < page.offset && span.start > oldest.start; i += 1) span = previousPeriod(span);
  if (page.offset < total) {
    for (let i = 0; i < page.limit; i += 1) {
      items.push(span);
      if (span.start <= oldest.start) break;
      span = previousPeriod(span);
    }
  }
  return { total, items, first: oldest, latest };
}

function nextOf(span: PeriodSpan): PeriodSpan {
  return periodOf(span.period, span.end);
}

function countBetween(oldest: PeriodSpan, latest: PeriodSpan): number {
  if (latest.start < oldest.start) return 0;
  switch (oldest.period) {
    case 'daily': return Math.round((latest.start - oldest.start) / DAY) + 1;
    case 'weekly': return Math.round((latest.start - oldest.start) / (7 * DAY)) + 1;
    case 'monthly': {
      const a = new Date(oldest.start);
      const b = new Date(latest.start);
      return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth() + 1;
    }
    case 'yearly': return new Date(latest.start).getUTCFullYear() - new Date(oldest.start).getUTCFullYear() + 1;
  }
}
