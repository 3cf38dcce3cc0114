// When a workshop takes place, in the reader's language and always in Istanbul time: the day written out
// ("Perşembe, 12 Eylül 2024" / "Thursday, 12 September 2024") and the hours ("10:00–12:30"); a workshop over
// several days gives both ends with their hours.
import { istanbulWallClock, pad2 } from '../../engine/format/istanbulWallClock';
import type { Locale } from '../../engine/locale/locale';

const DAY_FORMAT = { timeZone: 'Europe/Istanbul', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
const LANGUAGE_TAGS: Record<Locale, string> = { tr: 'tr-TR', en: 'en-GB' };
// Made on first use, not when the module loads: a formatter with a time zone costs tens of milliseconds on a
// phone, and the home page loads this module whether or not a workshop is coming.
const dayFormats: Partial<Record<Locale, Intl.DateTimeFormat>> = {};
const dayFormat = (locale: Locale) => (dayFormats[locale] ??= new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], DAY_FORMAT));

export interface WorkshopTime {
  /** The day, or for a workshop over several days the first day and its hour to the last day and its hour. */
  day: string;
  /** The hours on that day; empty over several days (they are in `day`). */
  hours: string;
}

export function workshopTime(startsAt: string, endsAt: string, locale: Locale): WorkshopTime {
  const start = istanbulWallClock(startsAt);
  const end = istanbulWallClock(endsAt);
  if (!start || !end) return { day: `${startsAt} – ${endsAt}`, hours: '' };
  const day = (iso: string) => dayFormat(locale).format(new Date(iso));
  const hour = (wall: { hour: number; minute: number }) => `${pad2(wall.hour)}:${pad2(wall.minute)}`;
  const sameDay = start.year === end.year && start.month === end.month && start.day === end.day;
  return sameDay
    ? { day: day(startsAt), hours: `${hour(start)}–${hour(end)}` }
    : { day: `${day(startsAt)} ${hour(start)} – ${day(endsAt)} ${hour(end)}`, hours: '' };
}
