import type { Locale } from '../locale/locale';
import { istanbulWallClock, pad2 } from './istanbulWallClock';

/** `2024-07-29T13:00:00+03:00` → `29.07.2024 13:00` (Istanbul time); an unreadable value is shown as it came. */
export function formatDateTime(iso: string, _locale: Locale): string {
  const wall = istanbulWallClock(iso);
  if (!wall) return iso;
  return `${pad2(wall.day)}.${pad2(wall.month)}.${wall.year} ${pad2(wall.hour)}:${pad2(wall.minute)}`;
}
