// Dates and times of the exports: `DD.MM.YYYY`, `DD/MM/YYYY`, `DD.MM.YY`, ISO `YYYY-MM-DD`, with the time
// `HH:mm[:ss]` in the same cell (after a space or `T`) or in a separate column, and an optional UTC offset.
// The result is the store's convention: Istanbul wall-clock milliseconds as if UTC (see datasets.ts).
import { istanbulOffsetMinutes } from './istanbulOffset';

export interface ParsedDateTime { wallMs: number; hasTime: boolean }

const DAY_FIRST = /^(\d{1,2})[./](\d{1,2})[./](\d{4}|\d{2})(?:[ T](.+))?$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](.+))?$/;
const CLOCK = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/;

/** Parses `HH:mm[:ss]` (optionally with an offset) into hours and minutes. */
export function parseClock(cell: string): { hour: number; minute: number; offsetMinutes?: number } | undefined {
  const m = CLOCK.exec(cell.trim());
  if (!m) return undefined;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  if (hour > 23 || minute > 59 || (m[3] !== undefined && Number(m[3]) > 59)) return undefined;
  if (m[4] === undefined) return { hour, minute };
  if (m[4] === 'Z') return { hour, minute, offsetMinutes: 0 };
  const sign = m[4].startsWith('-') ? -1 : 1;
  const digits = m[4].slice(1).replace(':', '');
  return { hour, minute, offsetMinutes: sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) };
}

export function parseDateTime(cell: string): ParsedDateTime | undefined {
  const s = cell.trim();
  let y: number; let mo: number; let d: number; let rest: string | undefined;
  const dm = DAY_FIRST.exec(s);
  const iso = dm ? null : ISO.exec(s);
  if (dm) {
    d = Number(dm[1]); mo = Number(dm[2]); y = Number(dm[3]); rest = dm[4];
    if (dm[3]!.length === 2) y += 2000;
  } else if (iso) {
    y = Number(iso[1]); mo = Number(iso[2]); d = Number(iso[3]); rest = iso[4];
  } else return undefined;
  const day = Date.UTC(y, mo - 1, d);
  const check = new Date(day);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return undefined;
  if (rest === undefined) return { wallMs: day, hasTime: false };
  const clock = parseClock(rest);
  if (!clock) return undefined;
  const stated = day + (clock.hour * 60 + clock.minute) * 60_000;
  if (clock.offsetMinutes === undefined) return { wallMs: stated, hasTime: true };
  const utc = stated - clock.offsetMinutes * 60_000;
  return { wallMs: utc + istanbulOffsetMinutes(utc) * 60_000, hasTime: true };
}

/** Date cell plus hour cell; the hour cell may itself be a full timestamp (some exports repeat it there). */
export function combineDateAndHour(dateCell: string, hourCell: string | undefined): number | undefined {
  const date = parseDateTime(dateCell);
  if (!date) return undefined;
  if (date.hasTime || hourCell === undefined) return date.wallMs;
  const full = parseDateTime(hourCell);
  if (full?.hasTime) return full.wallMs;
  const clock = parseClock(hourCell);
  if (!clock || clock.offsetMinutes !== undefined) return undefined;
  return date.wallMs + (clock.hour * 60 + clock.minute) * 60_000;
}
