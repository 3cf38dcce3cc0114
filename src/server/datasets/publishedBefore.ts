// The publication schedule: the first wall-clock instant (ms, see datasets.ts) that is NOT yet public for a
// dataset at a given moment. Rows are stored ahead of time; a query never shows what is not yet published.
// README.md in this folder explains each kind and its times.
import type { DatasetDefinition } from './datasets';
import { publicationTimes } from '../../engine/request/publicationTimes';

type Publication = DatasetDefinition['publication'];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Istanbul has kept UTC+3 all year since 2016. */
export const ISTANBUL_OFFSET = 3 * HOUR;

/**
 * Day-ahead results for tomorrow come in two steps, as at the operator: the interim MCP at 13:00 Istanbul time,
 * then, after the objection window, the final results at 14:00. 'dayAhead' datasets hold the final results.
 */
export const DAY_AHEAD_INTERIM_HOUR = 13;
export const DAY_AHEAD_FINAL_HOUR = 14;
export type DayAheadStage = 'interim' | 'final';

/** A trading day's figures (futures index prices, quantities, open positions) are public when its session closes. */
export const SESSION_CLOSE_HOUR = 17;

/** A month's settlement rows become public at 00:00 on this day of the next month. */
export const SETTLEMENT_PUBLICATION_DAY = 15;
// The constants above are the operator's defaults; the functions below follow the administrator's process
// parameters (engine/request/publicationTimes.ts), which start from them.
const MINUTE = 60_000;

export function publishedBefore(publication: Publication, now: Date): number {
  const wall = toWall(now);
  switch (publication) {
    case 'realtime': return Math.floor(wall / HOUR) * HOUR; // the current hour is still running
    case 'dayAheadInterim': return dayAheadPublishedBefore('interim', now);
    case 'dayAhead': return dayAheadPublishedBefore('final', now);
    case 'daily': return startOfDay(wall) + DAY;
    // Today's rows once the session has closed; before that, yesterday's.
    case 'sessionClose': return startOfDay(wall) + (wall - startOfDay(wall) >= publicationTimes().sessionCloseMinute * MINUTE ? DAY : 0);
    case 'dayOver': return startOfDay(wall); // yesterday's rows and before
    case 'settlement': {
      const { year, month, day } = parts(wall);
      // On or after the 15th of month N every month before N is settled; before it, only months before N-1.
      return Date.UTC(year, day >= publicationTimes().settlementDay ? month : month - 1, 1);
    }
    case 'always': return Number.MAX_SAFE_INTEGER;
  }
}

/** The first instant not yet public for one stage of the day-ahead results: tomorrow's rows once the stage is out. */
export function dayAheadPublishedBefore(stage: DayAheadStage, now: Date): number {
  const wall = toWall(now);
  const today = startOfDay(wall);
  return today + (wall - today >= stageMinute(stage) * MINUTE ? 2 : 1) * DAY;
}

/** Whether the given stage of tomorrow's day-ahead results is already out (the published-status services). */
export function isDayAheadStageOut(stage: DayAheadStage, now: Date): boolean {
  const wall = toWall(now);
  return wall - startOfDay(wall) >= stageMinute(stage) * MINUTE;
}

/** When the newest published rows appeared (for get-page-update-date). */
export function lastPublicationTime(publication: Publication, now: Date): number {
  const wall = toWall(now);
  const today = startOfDay(wall);
  switch (publication) {
    case 'realtime': return Math.floor(wall / HOUR) * HOUR;
    case 'dayAheadInterim':
    case 'dayAhead': {
      const todays = today + stageMinute(publication === 'dayAhead' ? 'final' : 'interim') * MINUTE;
      return wall >= todays ? todays : todays - DAY;
    }
    case 'sessionClose': {
      const todays = today + publicationTimes().sessionCloseMinute * MINUTE;
      return wall >= todays ? todays : todays - DAY;
    }
    case 'settlement': {
      const { year, month, day } = parts(wall);
      const settlementDay = publicationTimes().settlementDay;
      return Date.UTC(year, day >= settlementDay ? month : month - 1, settlementDay);
    }
    case 'dayOver': return today;
    case 'daily':
    case 'always': return today;
  }
}

export function wallMsToIso(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}+03:00`;
}

const toWall = (now: Date) => now.getTime() + ISTANBUL_OFFSET;
const startOfDay = (wall: number) => Math.floor(wall / DAY) * DAY;
const stageMinute = (stage: DayAheadStage) => (stage === 'interim' ? publicationTimes().interimMinute : publicationTimes().finalMinute);

function parts(wall: number): { year: number; month: number; day: number } {
  const d = new Date(wall);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate() };
}
