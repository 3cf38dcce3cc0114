// The few SQL expressions that differ between DuckDB and PostgreSQL. Everything else in the
// descriptor-driven queries is plain SQL shared by both stores.
import type { Store } from './store';

export type TimeBucket = 'day' | 'week' | 'month' | 'quarter' | 'halfYear' | 'year';

/** The half-year a timestamp falls in starts on 1 January or 1 July. */
const halfYearStart = (c: string) => `(date_trunc('year', ${c}) + (CASE WHEN extract(month FROM ${c}) > 6 THEN 6 ELSE 0 END) * INTERVAL '1 month')`;
const truncateTo = (unit: TimeBucket, c: string) => (unit === 'halfYear' ? halfYearStart(c) : `date_trunc('${unit}', ${c})`);
const halfNumber = (c: string) => `CAST(CASE WHEN extract(month FROM ${c}) > 6 THEN 2 ELSE 1 END AS INTEGER)`;
const shared = {
  hourNumber: (c: string) => `CAST(extract(hour FROM ${c}) AS INTEGER)`,
  addMonths: (c: string, months: number) => {
    if (!Number.isSafeInteger(months)) throw new Error('a month shift must be a whole number');
    return `(${c} + (${months}) * INTERVAL '1 month')`;
  },
  argExtreme: (kind: 'min' | 'max', at: string, value: string) =>
    `(array_agg(${at} ORDER BY ${value} ${kind === 'min' ? 'ASC' : 'DESC'}, ${at} ASC) FILTER (WHERE ${value} IS NOT NULL))[1]`,
};

export interface SqlDialect {
  /** ts → '2024-07-29T13:00:00+03:00' */
  isoWall(column: string): string;
  /** ts → its wall-clock milliseconds (the clock's digits read as UTC), a double: what a report's rows carry */
  wallMillis(column: string): string;
  /** ts → '13:00' */
  hourOfDay(column: string): string;
  /** start of the bucket containing ts */
  truncate(unit: TimeBucket, column: string): string;
  /** day of month, ISO week, month, quarter, half (1 or 2) or year number of ts */
  bucketNumber(unit: TimeBucket, column: string): string;
  /** the hour of day of ts, 0–23, as an integer */
  hourNumber(column: string): string;
  /** ts moved by a whole number of months */
  addMonths(column: string, months: number): string;
  /** the `at` of the row with the lowest/highest `value` (the earliest on a tie; rows without a value skipped) */
  argExtreme(kind: 'min' | 'max', at: string, value: string): string;
  /** a 'YYYY-MM-DD HH:MM:SS' parameter as a timestamp */
  timestampParam(index: number): string;
  /** a number rounded half away from zero to n decimals, as a double */
  round(expression: string, decimals: number): string;
}

/**
 * Rounding written out in double arithmetic that both engines evaluate bit for bit alike: DuckDB's ROUND and
 * PostgreSQL's round(numeric) (which first cuts a double to 15 digits) disagree on values such as 1.005.
 */
function portableRound(expression: string, decimals: number): string {
  const value = `CAST(${expression} AS DOUBLE PRECISION)`;
  const scale = `CAST(${10 ** decimals} AS DOUBLE PRECISION)`;
  return `CAST(sign(${value}) * floor(abs(${value}) * ${scale} + CAST(0.5 AS DOUBLE PRECISION)) / ${scale} AS DOUBLE PRECISION)`;
}

export const duckdbDialect: SqlDialect = {
  isoWall: (c) => `strftime(${c}, '%Y-%m-%dT%H:%M:%S') || '+03:00'`,
  wallMillis: (c) => `CAST(epoch_ms(${c}) AS DOUBLE)`,
  hourOfDay: (c) => `strftime(${c}, '%H:%M')`,
  truncate: truncateTo,
  bucketNumber: (unit, c) => ({ day: `day(${c})`, week: `weekofyear(${c})`, month: `month(${c})`, quarter: `quarter(${c})`, halfYear: halfNumber(c), year: `year(${c})` })[unit],
  ...shared,
  timestampParam: (i) => `CAST($${i} AS TIMESTAMP)`,
  round: portableRound,
};

export const postgresDialect: SqlDialect = {
  isoWall: (c) => `to_char(${c}, 'YYYY-MM-DD"T"HH24:MI:SS') || '+03:00'`,
  wallMillis: (c) => `CAST(extract(epoch FROM ${c}) * 1000 AS DOUBLE PRECISION)`,
  hourOfDay: (c) => `to_char(${c}, 'HH24:MI')`,
  truncate: truncateTo,
  // extract(week) is the ISO week, as DuckDB's weekofyear; extract returns numeric, hence the cast.
  bucketNumber: (unit, c) => (unit === 'halfYear' ? halfNumber(c) : `CAST(extract(${({ day: 'day', week: 'week', month: 'month', quarter: 'quarter', year: 'year' } as const)[unit]} FROM ${c}) AS INTEGER)`),
  ...shared,
  timestampParam: (i) => `CAST($${i} AS TIMESTAMP)`,
  round: portableRound,
};

export function dialectOf(store: Pick<Store, 'dialect'>): SqlDialect {
  return store.dialect === 'postgres' ? postgresDialect : duckdbDialect;
}

/**
 * A column type of the one migration list, spelled for the store: PostgreSQL has no bare DOUBLE, and its text
 * columns compare byte by byte ("C"), as DuckDB's do, whatever the database's own collation, so sorted
 * answers come out in the same order on both stores.
 */
export function columnType(type: string, store: Pick<Store, 'dialect'>): string {
  if (store.dialect !== 'postgres') return type;
  return ({ DOUBLE: 'DOUBLE PRECISION', VARCHAR: 'VARCHAR COLLATE "C"' } as Record<string, string>)[type] ?? type;
}
