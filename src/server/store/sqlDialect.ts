// The few SQL expressions that differ between DuckDB and PostgreSQL. Everything else in the
// descriptor-driven queries is plain SQL shared by both stores.
export interface SqlDialect {
  /** ts → '2024-07-29T13:00:00+03:00' */
  isoWall(column: string): string;
  /** ts → '13:00' */
  hourOfDay(column: string): string;
  /** start of the bucket containing ts */
  truncate(unit: 'day' | 'week' | 'month' | 'year', column: string): string;
  /** day of month, ISO week, month or year number of ts */
  bucketNumber(unit: 'day' | 'week' | 'month' | 'year', column: string): string;
  /** a 'YYYY-MM-DD HH:MM:SS' parameter as a timestamp */
  timestampParam(index: number): string;
  /** a number rounded half away from zero to n decimals, as a double */
  round(expression: string, decimals: number): string;
}

export const duckdbDialect: SqlDialect = {
  isoWall: (c) => `strftime(${c}, '%Y-%m-%dT%H:%M:%S') || '+03:00'`,
  hourOfDay: (c) => `strftime(${c}, '%H:%M')`,
  truncate: (unit, c) => `date_trunc('${unit}', ${c})`,
  bucketNumber: (unit, c) => ({ day: `day(${c})`, week: `weekofyear(${c})`, month: `month(${c})`, year: `year(${c})` })[unit],
  timestampParam: (i) => `CAST($${i} AS TIMESTAMP)`,
  round: (e, n) => `ROUND(CAST(${e} AS DOUBLE), ${n})`,
};
