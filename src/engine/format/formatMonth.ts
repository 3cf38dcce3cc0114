import type { Locale } from '../locale/locale';
import { istanbulWallClock } from './istanbulWallClock';

// Fixed tables rather than Intl: month names must not depend on the ICU data a runtime ships.
const MONTH_NAMES: Record<Locale, readonly string[]> = {
  tr: ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

const YEAR_MONTH = /^(\d{4})-(\d{2})$/;

/** `2024-07-01T00:00:00+03:00` (or `2024-07`) → `Temmuz 2024` / `July 2024`. */
export function formatMonth(iso: string, locale: Locale): string {
  const short = YEAR_MONTH.exec(iso.trim());
  const wall = short ? { year: Number(short[1]), month: Number(short[2]) } : istanbulWallClock(iso);
  const name = wall ? MONTH_NAMES[locale][wall.month - 1] : undefined;
  if (!wall || name === undefined) return iso;
  return `${name} ${wall.year}`;
}
