// An Istanbul wall-clock instant (`YYYY-MM-DDTHH:mm`) in words relative to today: "today at 14:00",
// "tomorrow at 00:00", or "on 15.12.2026 at 00:00". Pure; the words come from the caller's translator.
import type { Locale } from '../../../engine/locale/locale';
import { formatDate } from '../../../engine/format/formatDate';
import { istanbulDay } from '../../../engine/format/istanbulDay';
import { addDays } from '../../../engine/request/isoDay';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function describeWallTime(at: string, now: Date, locale: Locale, t: Translate): string {
  const day = at.slice(0, 10);
  const time = at.slice(11, 16);
  const today = istanbulDay(now);
  if (day === today) return t('publication.todayAt', { time });
  if (day === addDays(today, 1)) return t('publication.tomorrowAt', { time });
  return t('publication.onDayAt', { date: formatDate(day, locale), time });
}
