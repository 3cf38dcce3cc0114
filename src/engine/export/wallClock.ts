// Export cells read time values exactly as the page does (format/istanbulWallClock): the market's wall
// clock, never the server's own time zone.
import type { CellValue } from '../rows/reportRow';
import { istanbulWallClock, type WallClock } from '../format/istanbulWallClock';

export type { WallClock };

export function toWallClock(value: CellValue): WallClock | null {
  if (typeof value !== 'string') return null;
  // A bare month ("2024-07") is the first day of that month.
  return istanbulWallClock(/^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value);
}
