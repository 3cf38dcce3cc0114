// The times an administrator gives an announcement or a workshop: Istanbul time as `YYYY-MM-DDTHH:mm:ss+03:00`,
// within the platform's years, on days that exist (2024-02-30 does not roll over).

export const ISTANBUL_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\+03:00$';

const FIRST_YEAR = 2000;
const LAST_YEAR = 2099;

/** Epoch ms of a time already in the ISTANBUL_TIME form, or null when it names no real moment of those years. */
export function toEpoch(iso: string): number | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  const exists = day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
  return exists && y >= FIRST_YEAR && y <= LAST_YEAR ? ms : null;
}
