// What the platform runs with, for the setting sections that have nothing to edit here (docs/admin-guide.md):
// the publication times every report's cut-off follows, Istanbul's clock-change history the importers use, and
// the configuration given at start (links, public access, limits, mail). Read from the very constants and
// options the server uses, so the screens cannot drift from what is in force. No secret is ever part of it.
import { publicationTimes } from '../../engine/request/publicationTimes';
import { istanbulOffsetMinutes, PERMANENT_SUMMER_TIME_FROM } from '../importers/istanbulOffset';
import type { SiteLinks } from '../app-api/registerAppApiRoutes';

export interface PlatformConfiguration {
  links: SiteLinks;
  publicData: boolean;
  /** The default web-service limit in cost units per minute; 0 = none. */
  rateLimitPerMinute: number;
  /** Whether mail leaves through an SMTP server (else it is written to the server's console), and its sender. */
  mail: { smtp: boolean; from: string };
}

export interface ClockChange { year: number; summerStarts: string; summerEnds: string | null }

export interface PlatformFacts {
  /** Hours with minutes as fractions (13.5 = 13:30); the process parameters (9010) give them as text. */
  publication: { interimHour: number; finalHour: number; sessionCloseHour: number; settlementDay: number };
  timeZone: { permanentSinceDay: string; changes: ClockChange[] };
  configuration: PlatformConfiguration;
}

/** The first year the history lists: the operator's oldest files start in 2011. */
const FIRST_YEAR = 2011;
const HOUR = 3_600_000;

/** The UTC instants in `year` at which the offset changes (found hour by hour from the importers' own rule). */
function changesOf(year: number): number[] {
  const found: number[] = [];
  let before = istanbulOffsetMinutes(Date.UTC(year, 0, 1));
  for (let at = Date.UTC(year, 0, 1) + HOUR; at < Date.UTC(year + 1, 0, 1); at += HOUR) {
    const offset = istanbulOffsetMinutes(at);
    if (offset !== before) found.push(at);
    before = offset;
  }
  return found;
}

/** The clock-change history: fixed, so found once (hour by hour it takes a moment). */
let history: ClockChange[] | undefined;

function clockChanges(): ClockChange[] {
  if (history) return history;
  const permanentYear = new Date(PERMANENT_SUMMER_TIME_FROM).getUTCFullYear();
  const changes: ClockChange[] = [];
  for (let year = FIRST_YEAR; year <= permanentYear; year += 1) {
    const [starts, ends] = changesOf(year);
    if (starts === undefined) continue;
    changes.push({ year, summerStarts: new Date(starts).toISOString(), summerEnds: ends === undefined ? null : new Date(ends).toISOString() });
  }
  history = changes;
  return changes;
}

export function platformFacts(configuration: PlatformConfiguration): PlatformFacts {
  const changes = clockChanges();
  const times = publicationTimes();
  return {
    publication: {
      interimHour: times.interimMinute / 60, finalHour: times.finalMinute / 60,
      sessionCloseHour: times.sessionCloseMinute / 60, settlementDay: times.settlementDay,
    },
    timeZone: { permanentSinceDay: new Date(PERMANENT_SUMMER_TIME_FROM).toISOString().slice(0, 10), changes },
    configuration,
  };
}
