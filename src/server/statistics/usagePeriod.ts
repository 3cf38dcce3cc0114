// The days, weeks and months the usage statistics are counted by, in Istanbul time (UTC+3 all year): a record's
// day is its Istanbul calendar day; a week starts on Monday; a month on its first day. Each bucket is named by
// its first day (YYYY-MM-DD).
export const USAGE_PERIODS = ['day', 'week', 'month'] as const;
export type UsagePeriod = (typeof USAGE_PERIODS)[number];

export const ISTANBUL_OFFSET_MS = 3 * 3_600_000;
export const DAY_MS = 86_400_000;

/** `2024-08-20` → days since 1970-01-01 (the Istanbul day number the store's query also computes). */
export function toDayNumber(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
}

export function fromDayNumber(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** The first day of the bucket that holds `dayNumber`. 1970-01-01 was a Thursday: Monday is three days before. */
export function bucketStart(dayNumber: number, period: UsagePeriod): number {
  if (period === 'day') return dayNumber;
  if (period === 'week') return dayNumber - ((dayNumber + 3) % 7);
  const date = new Date(dayNumber * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / DAY_MS;
}

/** Every bucket from the one holding `first` to the one holding `last`, as first days (YYYY-MM-DD). */
export function bucketsBetween(first: number, last: number, period: UsagePeriod): string[] {
  const buckets: string[] = [];
  let day = bucketStart(first, period);
  while (day <= last) {
    buckets.push(fromDayNumber(day));
    const next = period === 'day' ? day + 1 : period === 'week' ? day + 7 : nextMonth(day);
    day = next;
  }
  return buckets;
}

function nextMonth(dayNumber: number): number {
  const date = new Date(dayNumber * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / DAY_MS;
}
