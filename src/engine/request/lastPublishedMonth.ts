// The newest whole month whose rows are all public under a publication schedule (publicationSchedule.ts): the
// default range of a monthly page whose data comes out well after the month (settlement data on the 15th of the
// next month), so that the page never opens on an empty month from the 1st to the 14th.
import type { PublicationKind, RangeDefault } from '../../../schemas/report.schema';
import { addDays, addMonths, monthStart } from './isoDay';
import { firstPublicationOf, istanbulMinute, pendingPublication } from './publicationSchedule';
import { resolvePreset, type DayRange } from './resolvePreset';

/** How far back a month may lie: the slowest schedule (settlement) is at most two months behind. */
const MONTHS_BACK = 3;

export function lastPublishedMonth(publication: PublicationKind | undefined, now: Date): DayRange {
  const minute = istanbulMinute(now);
  let start = addMonths(monthStart(minute.slice(0, 10)), -1);
  for (let back = 1; back < MONTHS_BACK; back++) {
    // A month is out when its last day is: the first row of that day is public.
    const at = publication ? firstPublicationOf(publication, addDays(addMonths(start, 1), -1)) : null;
    if (at === null || at <= minute) break;
    start = addMonths(start, -1);
  }
  return { start, end: addDays(addMonths(start, 1), -1) };
}

/**
 * The days a date range opens on: its preset's, or the newest month its page's schedule has published. A page
 * that opens on tomorrow (day-ahead plans and prices) opens on today until tomorrow's rows are out, so that from
 * midnight to the publication hour it shows the newest day there is instead of "not published yet".
 */
export function resolveRangeDefault(rangeDefault: RangeDefault, now: Date, publication: PublicationKind | undefined): DayRange {
  if (rangeDefault === 'lastPublishedMonth') return lastPublishedMonth(publication, now);
  const range = resolvePreset(rangeDefault, now);
  if (rangeDefault === 'tomorrow' && publication && pendingPublication(publication, range.start, now) !== null) return resolvePreset('today', now);
  return range;
}
