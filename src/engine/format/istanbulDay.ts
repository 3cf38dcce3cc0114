import { pad2 } from './istanbulWallClock';

// Turkey has kept UTC+3 all year since September 2016, so "today" needs no time-zone database.
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Today's calendar day in Istanbul (YYYY-MM-DD) at the instant `now`, whatever the runtime's time zone. */
export function istanbulDay(now: Date): string {
  const shifted = new Date(now.getTime() + ISTANBUL_OFFSET_MS);
  return `${shifted.getUTCFullYear()}-${pad2(shifted.getUTCMonth() + 1)}-${pad2(shifted.getUTCDate())}`;
}
