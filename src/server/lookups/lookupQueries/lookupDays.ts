// Days of a lookup request: the operator's date-times (2024-07-29T00:00:00+03:00) are read as Istanbul days, as
// the operator's service truncates them, and bound as naive wall-clock timestamps (the store's `ts`).
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** '2024-07-29T00:00:00+03:00' → '2024-07-29' (the Istanbul day of that instant); undefined for no real day. */
export function istanbulDayOf(value: string): string | undefined {
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) return undefined;
  // Date.parse rolls 2024-02-31 over to March; a real date keeps its calendar day.
  const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const written = new Date(Date.UTC(y, m - 1, d));
  if (written.getUTCFullYear() !== y || written.getUTCMonth() !== m - 1 || written.getUTCDate() !== d) return undefined;
  return new Date(ms + 3 * HOUR).toISOString().slice(0, 10);
}

/** The day of a validated body field, or undefined when the field was left out. */
export function dayField(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  return typeof value === 'string' ? istanbulDayOf(value) : undefined;
}

/** A day's first instant as a timestamp parameter ('2024-07-29 00:00:00'). */
export function dayStart(day: string): string {
  return `${day} 00:00:00`;
}

export function nextDay(day: string): string {
  return new Date(Date.parse(day) + DAY).toISOString().slice(0, 10);
}

/** Wall-clock milliseconds as a timestamp parameter. */
export function wallTimestamp(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}
