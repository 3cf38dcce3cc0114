// The publication times the platform follows (process parameters, admin setting 9010): when tomorrow's interim
// and final day-ahead results come out, when a trading session closes, and on which day of the next month a
// month's settlement rows come out. One value per process, read by the server's query cut-off
// (server/datasets/publishedBefore.ts) and by the app's schedule (publicationSchedule.ts); set by the server from
// its stored settings (server/admin-settings/platformSettings.ts) and by the app from /app-api/site-settings.
// Minutes after Istanbul midnight, so '13:30' is 810.

export interface PublicationTimes {
  /** Tomorrow's interim day-ahead price. */
  interimMinute: number;
  /** Tomorrow's final day-ahead results. */
  finalMinute: number;
  /** A trading day's futures figures. */
  sessionCloseMinute: number;
  /** The day of the next month (at 00:00) a month's settlement rows come out; 1–28. */
  settlementDay: number;
}

/** The operator's schedule: interim 13:00, final 14:00, session close 17:00, settlement on the 15th. */
export const DEFAULT_PUBLICATION_TIMES: PublicationTimes = Object.freeze({ interimMinute: 13 * 60, finalMinute: 14 * 60, sessionCloseMinute: 17 * 60, settlementDay: 15 });

let current: PublicationTimes = DEFAULT_PUBLICATION_TIMES;

export function publicationTimes(): PublicationTimes {
  return current;
}

export function setPublicationTimes(times: PublicationTimes): void {
  current = Object.freeze({ ...times });
}

/** 810 → '13:30'. */
export function minuteText(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}
