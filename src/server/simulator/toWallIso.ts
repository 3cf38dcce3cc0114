// Wall-clock ms → '2024-07-29T09:30:00+03:00'. The same text as datasets/publishedBefore.ts#wallMsToIso, built from
// the cached calendar day instead of a Date: the outage datasets format hundreds of thousands of times.
import { calendarDay, MS_PER_DAY } from './calendar';

const pad = (n: number): string => (n < 10 ? `0${n}` : String(n));

export function toWallIso(ms: number): string {
  const day = Math.floor(ms / MS_PER_DAY);
  const seconds = Math.floor((ms - day * MS_PER_DAY) / 1000);
  return `${calendarDay(day).key}T${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}+03:00`;
}
