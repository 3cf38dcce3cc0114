// Names the calendar shows, from fixed tables like the engine's formatMonth, so they never depend on the
// ICU data a browser ships. Full month names come from formatMonth itself.
import { formatMonth } from '../../../../engine/format/formatMonth';
import type { Locale } from '../../../../engine/locale/locale';
import { weekdayIndex } from './calendarGrid';

/** Monday first. */
export const WEEKDAY_NAMES: Record<Locale, readonly { short: string; long: string }[]> = {
  tr: [
    { short: 'Pzt', long: 'Pazartesi' },
    { short: 'Sal', long: 'Salı' },
    { short: 'Çar', long: 'Çarşamba' },
    { short: 'Per', long: 'Perşembe' },
    { short: 'Cum', long: 'Cuma' },
    { short: 'Cmt', long: 'Cumartesi' },
    { short: 'Paz', long: 'Pazar' },
  ],
  en: [
    { short: 'Mon', long: 'Monday' },
    { short: 'Tue', long: 'Tuesday' },
    { short: 'Wed', long: 'Wednesday' },
    { short: 'Thu', long: 'Thursday' },
    { short: 'Fri', long: 'Friday' },
    { short: 'Sat', long: 'Saturday' },
    { short: 'Sun', long: 'Sunday' },
  ],
};

const SHORT_MONTH_NAMES: Record<Locale, readonly string[]> = {
  tr: ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

/** `2024-07` → `Tem` / `Jul`. */
export function shortMonthName(month: string, locale: Locale): string {
  return SHORT_MONTH_NAMES[locale][Number(month.slice(5, 7)) - 1] ?? month;
}

/** `2024-07-29` → `29 Temmuz 2024 Pazartesi` / `Monday 29 July 2024`: a day cell's accessible name. */
export function dayLabel(day: string, locale: Locale): string {
  const weekday = WEEKDAY_NAMES[locale][weekdayIndex(day)]?.long ?? '';
  const date = `${Number(day.slice(8, 10))} ${formatMonth(day.slice(0, 7), locale)}`;
  return locale === 'tr' ? `${date} ${weekday}` : `${weekday} ${date}`;
}
