// Reads the Europe/Istanbul wall clock of an ISO date or date-time string without ever going through the
// runtime's local time zone, so a browser in New York and a server in UTC show the same digits.

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const ISO_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

// The web service writes Istanbul wall-clock digits with the offset that was in force (+03:00 since
// 2016, +02:00/+03:00 before). Reading the digits is exact for those and avoids Intl on the hot path.
const ISTANBUL_OFFSETS = new Set(['+03:00', '+0300', '+02:00', '+0200']);

let istanbulParts: Intl.DateTimeFormat | undefined;

function istanbulFormatter(): Intl.DateTimeFormat {
  istanbulParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Istanbul',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return istanbulParts;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function offsetMinutes(offset: string): number {
  if (offset === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
}

function fromInstant(epochMs: number): WallClock {
  const parts: Record<string, number> = {};
  for (const part of istanbulFormatter().formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

/** The Istanbul wall clock of `iso`, or null when it is not a real calendar date and time. */
export function istanbulWallClock(iso: string): WallClock | null {
  const match = ISO_PATTERN.exec(iso.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s, offset] = match;
  const wall: WallClock = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: h === undefined ? 0 : Number(h),
    minute: mi === undefined ? 0 : Number(mi),
  };
  const second = s === undefined ? 0 : Number(s);
  if (wall.month < 1 || wall.month > 12 || wall.day < 1 || wall.day > daysInMonth(wall.year, wall.month)) return null;
  if (wall.hour > 23 || wall.minute > 59 || second > 59) return null;
  // No offset: the value is already Istanbul time (a plain day, or a wall-clock time).
  if (offset === undefined || ISTANBUL_OFFSETS.has(offset)) return wall;
  const epochMs = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, second) - offsetMinutes(offset) * 60_000;
  return fromInstant(epochMs);
}

export function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}
