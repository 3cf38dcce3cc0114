// Usage statistics from `usage_records` (identity/usageRecorder.ts: one record per data, lookup or export call):
// calls by outcome in total, by period, by user (most rows pulled first) and by service. An outcome follows from
// the HTTP status: success (below 400), refused by the rate limit (429), another client error (4xx) or a server
// error (5xx). The SQL is fixed text; only the bounds and limits are bound parameters.
import type { Store, StoreRow } from '../store/store';
import { bucketsBetween, bucketStart, DAY_MS, fromDayNumber, ISTANBUL_OFFSET_MS, toDayNumber, type UsagePeriod } from './usagePeriod';
import type { UsageRange } from './usageQuery';

export const OUTCOMES = ['success', 'clientError', 'refused', 'serverError'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export interface OutcomeCounts { calls: number; success: number; clientError: number; refused: number; serverError: number }
export interface UsageTotals extends OutcomeCounts { users: number; visitorCalls: number; rows: number; bytes: number }
export interface PeriodUsage extends OutcomeCounts { period: string }
export interface UserUsage extends OutcomeCounts {
  /** null: calls without an account (PUBLIC_DATA visitors). */
  accountId: number | null; email: string | null; name: string | null; rows: number; bytes: number;
}
export interface ServiceUsage extends OutcomeCounts { service: string; rows: number; averageMs: number }

export interface UsageStatistics {
  startDate: string; endDate: string; period: UsagePeriod;
  total: UsageTotals; periods: PeriodUsage[]; users: UserUsage[]; services: ServiceUsage[];
}

export const TOP_USERS = 100;

/** The calls and their outcomes, counted from a status column (a fixed name, never request text). */
const countsOf = (status: 'status' | 'u.status') => `COUNT(*) AS calls,
  SUM(CASE WHEN ${status} < 400 THEN 1 ELSE 0 END) AS success,
  SUM(CASE WHEN ${status} >= 400 AND ${status} < 500 AND ${status} <> 429 THEN 1 ELSE 0 END) AS client_error,
  SUM(CASE WHEN ${status} = 429 THEN 1 ELSE 0 END) AS refused,
  SUM(CASE WHEN ${status} >= 500 THEN 1 ELSE 0 END) AS server_error`;
const COUNTS = countsOf('status');
const IN_RANGE = 'called_at >= $1 AND called_at < $2';
const DAY_NUMBER = `CAST(FLOOR((called_at + ${ISTANBUL_OFFSET_MS}) / ${DAY_MS}.0) AS BIGINT)`;

const num = (value: unknown) => Number(value ?? 0);
const toCounts = (row: StoreRow): OutcomeCounts => ({
  calls: num(row.calls), success: num(row.success), clientError: num(row.client_error), refused: num(row.refused), serverError: num(row.server_error),
});

export async function readTotals(store: Pick<Store, 'query'>, fromMs: number, toMs: number): Promise<UsageTotals> {
  const [row] = await store.query(
    `SELECT ${COUNTS}, COUNT(DISTINCT account_id) AS users, SUM(CASE WHEN account_id IS NULL THEN 1 ELSE 0 END) AS visitor_calls,
       SUM(COALESCE(row_count, 0)) AS row_total, SUM(bytes) AS byte_total FROM usage_records WHERE ${IN_RANGE}`,
    [fromMs, toMs],
  );
  return { ...toCounts(row ?? {}), users: num(row?.users), visitorCalls: num(row?.visitor_calls), rows: num(row?.row_total), bytes: num(row?.byte_total) };
}

async function readPeriods(store: Pick<Store, 'query'>, range: UsageRange): Promise<PeriodUsage[]> {
  const rows = await store.query(`SELECT ${DAY_NUMBER} AS day_number, ${COUNTS} FROM usage_records WHERE ${IN_RANGE} GROUP BY 1`, [range.fromMs, range.toMs]);
  const buckets = new Map(bucketsBetween(toDayNumber(range.startDate), toDayNumber(range.endDate), range.period)
    .map((period): [string, PeriodUsage] => [period, { period, calls: 0, success: 0, clientError: 0, refused: 0, serverError: 0 }]));
  for (const row of rows) {
    const bucket = buckets.get(fromDayNumber(bucketStart(num(row.day_number), range.period)));
    if (!bucket) continue;
    const counts = toCounts(row);
    for (const key of ['calls', ...OUTCOMES] as const) bucket[key] += counts[key];
  }
  return [...buckets.values()];
}

async function readUsers(store: Pick<Store, 'query'>, range: UsageRange): Promise<UserUsage[]> {
  const rows = await store.query(
    `SELECT u.account_id, a.email, a.name, a.surname, ${countsOf('u.status')},
       SUM(COALESCE(u.row_count, 0)) AS row_total, SUM(u.bytes) AS byte_total
     FROM usage_records u LEFT JOIN accounts a ON a.id = u.account_id
     WHERE u.called_at >= $1 AND u.called_at < $2
     GROUP BY u.account_id, a.email, a.name, a.surname
     ORDER BY row_total DESC, calls DESC, u.account_id LIMIT $3`,
    [range.fromMs, range.toMs, TOP_USERS],
  );
  return rows.map((row) => ({
    accountId: row.account_id === null ? null : num(row.account_id),
    email: row.email === null || row.email === undefined ? null : String(row.email),
    name: row.name === null || row.name === undefined ? null : `${String(row.name)} ${String(row.surname)}`,
    ...toCounts(row), rows: num(row.row_total), bytes: num(row.byte_total),
  }));
}

async function readServices(store: Pick<Store, 'query'>, range: UsageRange): Promise<ServiceUsage[]> {
  const rows = await store.query(
    `SELECT service, ${COUNTS}, SUM(COALESCE(row_count, 0)) AS row_total, AVG(duration_ms) AS average_ms
     FROM usage_records WHERE ${IN_RANGE} GROUP BY service ORDER BY calls DESC, service`,
    [range.fromMs, range.toMs],
  );
  return rows.map((row) => ({ service: String(row.service), ...toCounts(row), rows: num(row.row_total), averageMs: Math.round(num(row.average_ms) * 10) / 10 }));
}

export async function readUsageStatistics(store: Pick<Store, 'query'>, range: UsageRange): Promise<UsageStatistics> {
  const [total, periods, users, services] = await Promise.all([
    readTotals(store, range.fromMs, range.toMs), readPeriods(store, range), readUsers(store, range), readServices(store, range),
  ]);
  return { startDate: range.startDate, endDate: range.endDate, period: range.period, total, periods, users, services };
}
