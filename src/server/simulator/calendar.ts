// Days, weekdays and Turkish public holidays. A day is an integer "day number" (days since 1970-01-01) and
// every timestamp is Istanbul wall-clock time encoded with Date.UTC (Turkey has been UTC+3 all year since 2016,
// so every day has exactly 24 hours and no DST handling is needed).

export const MS_PER_HOUR = 3_600_000;
export const MS_PER_DAY = 86_400_000;

export type HolidayKind = 'religious' | 'national' | 'eve' | 'bridge';

export interface Holiday {
  kind: HolidayKind;
  name: string;
  /** 1-based day within a multi-day religious holiday (0 for other kinds). */
  dayOfHoliday: number;
}

export interface CalendarDay {
  day: number;
  /** Wall-clock ms of 00:00 that day. */
  ts: number;
  key: string;
  year: number;
  month: number;
  dayOfMonth: number;
  dayOfYear: number;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  /** Fractional calendar year (2025.5 ≈ 2 July 2025), the x axis of every calibration curve. */
  yearFraction: number;
  holiday: Holiday | null;
  /** A bank working day: no weekend, no full holiday (FX fixing and gas tariff changes happen on these). */
  isBusinessDay: boolean;
}

/** 'YYYY-MM-DD' → day number; throws on anything else so a typo never silently shifts a range. */
export function parseDay(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) throw new Error(`Invalid day '${text}', expected YYYY-MM-DD`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) {
    throw new Error(`Invalid day '${text}'`);
  }
  return ms / MS_PER_DAY;
}

export function dayKey(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

// Religious holidays move ~11 days earlier each year (lunar calendar): dates as announced by Diyanet.
// The eve (arife) is a half day off; in 2024 the government bridged both festivals into 9-day breaks.
const RELIGIOUS: readonly { name: string; firstDay: string; days: number }[] = [
  { name: 'Ramazan Bayramı', firstDay: '2023-04-21', days: 3 },
  { name: 'Kurban Bayramı', firstDay: '2023-06-28', days: 4 },
  { name: 'Ramazan Bayramı', firstDay: '2024-04-10', days: 3 },
  { name: 'Kurban Bayramı', firstDay: '2024-06-16', days: 4 },
  { name: 'Ramazan Bayramı', firstDay: '2025-03-30', days: 3 },
  { name: 'Kurban Bayramı', firstDay: '2025-06-06', days: 4 },
  { name: 'Ramazan Bayramı', firstDay: '2026-03-20', days: 3 },
  { name: 'Kurban Bayramı', firstDay: '2026-05-27', days: 4 },
  // 2027 from the astronomical calendar; Diyanet may shift a day.
  { name: 'Ramazan Bayramı', firstDay: '2027-03-09', days: 3 },
  { name: 'Kurban Bayramı', firstDay: '2027-05-16', days: 4 },
];

const BRIDGES: readonly { day: string; name: string }[] = [
  { day: '2024-04-08', name: 'Ramazan Bayramı idari izin' },
  { day: '2024-06-20', name: 'Kurban Bayramı idari izin' },
  { day: '2024-06-21', name: 'Kurban Bayramı idari izin' },
];

const NATIONAL: readonly { md: string; name: string; kind: HolidayKind }[] = [
  { md: '01-01', name: 'Yılbaşı', kind: 'national' },
  { md: '04-23', name: 'Ulusal Egemenlik ve Çocuk Bayramı', kind: 'national' },
  { md: '05-01', name: 'Emek ve Dayanışma Günü', kind: 'national' },
  { md: '05-19', name: "Atatürk'ü Anma, Gençlik ve Spor Bayramı", kind: 'national' },
  { md: '07-15', name: 'Demokrasi ve Millî Birlik Günü', kind: 'national' },
  { md: '08-30', name: 'Zafer Bayramı', kind: 'national' },
  { md: '10-28', name: 'Cumhuriyet Bayramı arifesi', kind: 'eve' },
  { md: '10-29', name: 'Cumhuriyet Bayramı', kind: 'national' },
];

function buildHolidayTable(): Map<number, Holiday> {
  const table = new Map<number, Holiday>();
  for (const r of RELIGIOUS) {
    const first = parseDay(r.firstDay);
    table.set(first - 1, { kind: 'eve', name: `${r.name} arifesi`, dayOfHoliday: 0 });
    for (let i = 0; i < r.days; i++) table.set(first + i, { kind: 'religious', name: r.name, dayOfHoliday: i + 1 });
  }
  for (const b of BRIDGES) table.set(parseDay(b.day), { kind: 'bridge', name: b.name, dayOfHoliday: 0 });
  return table;
}

const HOLIDAYS = buildHolidayTable();

export function holidayOf(day: number, year: number, month: number, dayOfMonth: number): Holiday | null {
  const movable = HOLIDAYS.get(day);
  if (movable) return movable;
  const md = `${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
  const fixed = NATIONAL.find((h) => h.md === md);
  // National holidays exist since long before 2016 except 15 July (from 2017).
  if (fixed && !(fixed.md === '07-15' && year < 2017)) return { kind: fixed.kind, name: fixed.name, dayOfHoliday: 0 };
  return null;
}

const cache = new Map<number, CalendarDay>();

export function calendarDay(day: number): CalendarDay {
  const hit = cache.get(day);
  if (hit) return hit;
  const ts = day * MS_PER_DAY;
  const date = new Date(ts);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const dayOfMonth = date.getUTCDate();
  const yearStart = Date.UTC(year, 0, 1) / MS_PER_DAY;
  const yearLength = Date.UTC(year + 1, 0, 1) / MS_PER_DAY - yearStart;
  const dayOfYear = day - yearStart + 1;
  const weekday = (date.getUTCDay() + 6) % 7;
  const holiday = holidayOf(day, year, month, dayOfMonth);
  const result: CalendarDay = {
    day, ts, key: dayKey(day), year, month, dayOfMonth, dayOfYear, weekday,
    yearFraction: year + (dayOfYear - 0.5) / yearLength,
    holiday,
    isBusinessDay: weekday < 5 && (holiday === null || holiday.kind === 'eve' || holiday.kind === 'bridge'),
  };
  cache.set(day, result);
  return result;
}

/** The most recent business day on or before `day` (weekend and holiday values carry the last fixing). */
export function lastBusinessDay(day: number): number {
  let d = day;
  while (!calendarDay(d).isBusinessDay) d--;
  return d;
}
