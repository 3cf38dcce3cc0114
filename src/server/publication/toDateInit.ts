// date-init (the operator's "Ana Tarih Servisi"): the reference dates a client builds its default filters
// from, all Istanbul wall-clock with +03:00, derived from the clock and the publication schedule. The
// reference names the fields but not their rules; the rules chosen here are listed in src/server/API.md.
import { publishedBefore, wallMsToIso } from '../datasets/publishedBefore';

export interface DateInit {
  thisMonth: string; today: string; yesterday: string; tomorrow: string; lastWeek: string; lastMonth: string;
  gopMonth: string; gopYear: string; endOfDay: string; tslfDay: string; conciliationPeriod: string; dateUnit: string;
  periodBeforeYearAgo: string; conciliationEndOfMonth: string; showSupplyAndDemandCurve: string; showKgupEak: string;
  serverTime: string; yekdemLastDate: string;
}

const DAY = 86_400_000;

export function toDateInit(now: Date): DateInit {
  const wall = Math.floor((now.getTime() + 3 * 3_600_000) / 1000) * 1000;
  const today = Math.floor(wall / DAY) * DAY;
  const d = new Date(today);
  // The newest delivery day with final day-ahead results: tomorrow from 14:00, else today.
  const gopDay = publishedBefore('dayAhead', now) - DAY;
  const g = new Date(gopDay);
  // The newest settled month: the month before the settlement horizon.
  const settledUntil = publishedBefore('settlement', now);
  const s = new Date(settledUntil);
  const conciliation = Date.UTC(s.getUTCFullYear(), s.getUTCMonth() - 1, 1);
  const iso = wallMsToIso;
  return {
    thisMonth: iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)),
    today: iso(today),
    yesterday: iso(today - DAY),
    tomorrow: iso(today + DAY),
    lastWeek: iso(today - 7 * DAY),
    lastMonth: iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)),
    gopMonth: iso(Date.UTC(g.getUTCFullYear(), g.getUTCMonth(), 1)),
    gopYear: iso(Date.UTC(g.getUTCFullYear(), 0, 1)),
    endOfDay: iso(today + DAY - 1000),
    tslfDay: iso(today),
    conciliationPeriod: iso(conciliation),
    dateUnit: iso(wall),
    periodBeforeYearAgo: iso(Date.UTC(s.getUTCFullYear() - 1, s.getUTCMonth() - 1, 1)),
    conciliationEndOfMonth: iso(settledUntil - DAY),
    showSupplyAndDemandCurve: iso(gopDay),
    showKgupEak: iso(gopDay),
    serverTime: iso(wall),
    yekdemLastDate: iso(settledUntil - DAY),
  };
}
