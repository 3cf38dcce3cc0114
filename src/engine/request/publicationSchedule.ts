// When a report's rows become public, from the descriptor's publication kind (the dataset's schedule,
// src/server/datasets/README.md). Pure: `now` comes in. Instants are Istanbul wall-clock
// `YYYY-MM-DDTHH:mm` (UTC+3 all year), which compare correctly as text.
import type { PublicationKind } from '../../../schemas/report.schema';
import { istanbulDay } from '../format/istanbulDay';
import { pad2 } from '../format/istanbulWallClock';
import { addDays, addMonths, monthStart } from './isoDay';
import { minuteText, publicationTimes } from './publicationTimes';

/** The hour of the final day-ahead results and of the interim price (the operator's defaults; the schedule below
 * follows the administrator's process parameters, publicationTimes.ts). */
export const DAY_AHEAD_FINAL_HOUR = 14;
export const DAY_AHEAD_INTERIM_HOUR = 13;
export const SETTLEMENT_DAY = 15;
/** The hour a trading day's session closes and its figures come out (futures). */
export const SESSION_CLOSE_HOUR = 17;

export interface Publication {
  /** When: Istanbul wall clock, `YYYY-MM-DDTHH:mm`. */
  at: string;
  /** The first day (or month, as its first day) whose rows come out then. */
  covers: string;
}

const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

/** `now` as Istanbul wall clock, `YYYY-MM-DDTHH:mm`. */
export function istanbulMinute(now: Date): string {
  const shifted = new Date(now.getTime() + ISTANBUL_OFFSET_MS);
  return `${istanbulDay(now)}T${pad2(shifted.getUTCHours())}:${pad2(shifted.getUTCMinutes())}`;
}

/** When the first row of `day` becomes public; null for data that has no schedule. */
export function firstPublicationOf(kind: PublicationKind, day: string): string | null {
  switch (kind) {
    case 'realtime':
      // The first hour is public once it is over.
      return `${day}T01:00`;
    case 'dayAhead':
      return `${addDays(day, -1)}T${minuteText(publicationTimes().finalMinute)}`;
    case 'dayAheadInterim':
      return `${addDays(day, -1)}T${minuteText(publicationTimes().interimMinute)}`;
    case 'daily':
      return `${day}T00:00`;
    case 'sessionClose':
      return `${day}T${minuteText(publicationTimes().sessionCloseMinute)}`;
    case 'dayOver':
      return `${addDays(day, 1)}T00:00`;
    case 'settlement':
      return `${addMonths(monthStart(day), 1).slice(0, 8)}${pad2(publicationTimes().settlementDay)}T00:00`;
    case 'always':
      return null;
  }
}

/** The next moment new rows appear after `now`, and the day (month) they start. */
export function nextPublication(kind: PublicationKind, now: Date): Publication | null {
  const minute = istanbulMinute(now);
  const today = minute.slice(0, 10);
  const hour = Number(minute.slice(11, 13));
  const clock = minute.slice(11, 16);
  const times = publicationTimes();
  switch (kind) {
    case 'realtime': {
      const next = hour === 23 ? `${addDays(today, 1)}T00:00` : `${today}T${pad2(hour + 1)}:00`;
      return { at: next, covers: today };
    }
    case 'dayAhead':
    case 'dayAheadInterim': {
      const publishAt = minuteText(kind === 'dayAhead' ? times.finalMinute : times.interimMinute);
      const day = clock < publishAt ? today : addDays(today, 1);
      return { at: `${day}T${publishAt}`, covers: addDays(day, 1) };
    }
    case 'daily': {
      const tomorrow = addDays(today, 1);
      return { at: `${tomorrow}T00:00`, covers: tomorrow };
    }
    case 'dayOver': {
      const tomorrow = addDays(today, 1);
      return { at: `${tomorrow}T00:00`, covers: today };
    }
    case 'sessionClose': {
      const closeAt = minuteText(times.sessionCloseMinute);
      const day = clock < closeAt ? today : addDays(today, 1);
      return { at: `${day}T${closeAt}`, covers: day };
    }
    case 'settlement': {
      const thisMonths = `${today.slice(0, 8)}${pad2(times.settlementDay)}T00:00`;
      if (minute < thisMonths) return { at: thisMonths, covers: addMonths(monthStart(today), -1) };
      return { at: `${addMonths(monthStart(today), 1).slice(0, 8)}${pad2(times.settlementDay)}T00:00`, covers: monthStart(today) };
    }
    case 'always':
      return null;
  }
}

/**
 * For a range whose first day is not yet public at `now`, when it will be; null when some of it is public
 * already (an empty answer then means there is no data, not that it has yet to come).
 */
export function pendingPublication(kind: PublicationKind, startDay: string, now: Date): string | null {
  const first = firstPublicationOf(kind, startDay);
  return first !== null && first > istanbulMinute(now) ? first : null;
}
