// Calendar arithmetic on `YYYY-MM-DD` days. Days are calendar labels, not instants, so the maths runs in
// UTC where every day has 24 hours and the runtime's time zone cannot shift a result.

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function fromUtc(epochMs: number): string {
  const date = new Date(epochMs);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

function parts(day: string): [number, number, number] {
  const match = DAY_PATTERN.exec(day);
  if (!match || !isIsoDay(day)) throw new Error(`"${day}" is not a calendar day in YYYY-MM-DD form.`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** True for a real calendar day written `YYYY-MM-DD` (so `2023-02-29` is false). */
export function isIsoDay(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function addDays(day: string, count: number): string {
  const [year, month, date] = parts(day);
  return fromUtc(Date.UTC(year, month - 1, date + count));
}

/**
 * The same day of the month `count` months later. A day the target month lacks rolls over
 * (2024-01-31 + 1 month = 2024-03-02), which is what makes "N months minus one day" a fair span limit.
 */
export function addMonths(day: string, count: number): string {
  const [year, month, date] = parts(day);
  return fromUtc(Date.UTC(year, month - 1 + count, date));
}

/** The first day of the month `day` falls in. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** Days from `start` to `end`, both included (`2024-01-01`..`2024-01-01` is 1). */
export function inclusiveDayCount(start: string, end: string): number {
  const [y1, m1, d1] = parts(start);
  const [y2, m2, d2] = parts(end);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / DAY_MS) + 1;
}
