// The server's clock as the browser can keep it: date-init's serverTime, moved on by the time the browser
// has counted since the answer came. The publication window is the server's 13:00, not the visitor's, and a
// visitor's clock may be wrong or in another zone. Elapsed time is counted with Date.now differences rather
// than performance.now, which in some browsers stops while the machine sleeps.
import { istanbulDay } from '../../../engine/format/istanbulDay';

export interface ServerClock {
  /** The server's time when the answer was received, epoch ms. */
  serverMs: number;
  /** The browser's Date.now() at that moment. */
  receivedAt: number;
}

// date-init sends Istanbul wall-clock time with its offset, e.g. 2025-03-10T12:59:30+03:00.
const SERVER_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The clock from a date-init serverTime, or null when the text is not a date-time with an offset. */
export function toServerClock(serverTime: string, receivedAt: number): ServerClock | null {
  if (!SERVER_TIME.test(serverTime)) return null;
  const serverMs = Date.parse(serverTime);
  return Number.isNaN(serverMs) ? null : { serverMs, receivedAt };
}

/** The server's time now, epoch ms. */
export function serverNow(clock: ServerClock, browserNow: number = Date.now()): number {
  return clock.serverMs + (browserNow - clock.receivedAt);
}

// Türkiye keeps UTC+3 all year (no summer time since 2016), as the server does.
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

export interface WallTime {
  hour: number;
  minute: number;
  second: number;
}

/** Istanbul wall-clock hour, minute and second of an instant. */
export function istanbulWallTime(ms: number): WallTime {
  const wall = new Date(ms + ISTANBUL_OFFSET_MS);
  return { hour: wall.getUTCHours(), minute: wall.getUTCMinutes(), second: wall.getUTCSeconds() };
}

/** Milliseconds since Istanbul midnight of the instant's day. */
export function istanbulMsOfDay(ms: number): number {
  return (((ms + ISTANBUL_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
}

/** The Istanbul calendar day after the instant's, YYYY-MM-DD. */
export function istanbulTomorrow(ms: number): string {
  return istanbulDay(new Date(ms + DAY_MS));
}
