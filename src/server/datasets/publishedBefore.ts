// The publication schedule: the first wall-clock instant (ms, see datasets.ts) that is NOT yet public for a
// dataset at a given moment. Rows are stored ahead of time; a query never shows what is not yet published.
import type { DatasetDefinition } from './datasets';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ISTANBUL_OFFSET = 3 * HOUR;
/** Day-ahead results for tomorrow are published at 13:00 Istanbul time. */
const DAY_AHEAD_PUBLICATION_HOUR = 13;

export function publishedBefore(publication: DatasetDefinition['publication'], now: Date): number {
  const wall = now.getTime() + ISTANBUL_OFFSET;
  const startOfToday = Math.floor(wall / DAY) * DAY;
  switch (publication) {
    case 'realtime': return Math.floor(wall / HOUR) * HOUR; // the current hour is still running
    case 'dayAhead': return startOfToday + (wall - startOfToday >= DAY_AHEAD_PUBLICATION_HOUR * HOUR ? 2 : 1) * DAY;
    case 'daily': return startOfToday + DAY;
    case 'always': return Number.MAX_SAFE_INTEGER;
  }
}

/** When the newest published rows appeared (for get-page-update-date). */
export function lastPublicationTime(publication: DatasetDefinition['publication'], now: Date): number {
  const wall = now.getTime() + ISTANBUL_OFFSET;
  const startOfToday = Math.floor(wall / DAY) * DAY;
  switch (publication) {
    case 'realtime': return Math.floor(wall / HOUR) * HOUR;
    case 'dayAhead': {
      const todays = startOfToday + DAY_AHEAD_PUBLICATION_HOUR * HOUR;
      return wall >= todays ? todays : todays - DAY;
    }
    case 'daily':
    case 'always': return startOfToday;
  }
}

export function wallMsToIso(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}+03:00`;
}
