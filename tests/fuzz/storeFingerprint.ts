// A fingerprint of everything the store holds: each table's row count and a hash of all its rows, so the fuzz
// suite can prove that no malformed request wrote anything. Left out, because they change by design on requests
// that are refused: `usage_records` (every data call is recorded, refused ones with their status) and
// `sign_in_failures` (every refused sign-in counts against its address and e-mail, for the lock-out),
// `sign_in_lock_notices` (when a pair locks, the owner is told, and the time of that notice is kept) and
// `rate_limit_usage` (on PostgreSQL each server process shares its rate-limit counts there every second, refused
// calls included: identity/sharedRateLimiter.ts).
import type { Store } from '../../src/server/store/store';

export const CHANGING_TABLES = new Set(['usage_records', 'sign_in_failures', 'sign_in_lock_notices', 'rate_limit_usage']);

export type StoreFingerprint = Record<string, { rows: number; hash: string }>;

export async function storeFingerprint(store: Store): Promise<StoreFingerprint> {
  const tables = store.dialect === 'duckdb'
    ? await store.query("SELECT table_name FROM information_schema.tables WHERE table_schema = 'main' AND table_type = 'BASE TABLE' ORDER BY table_name")
    : await store.query("SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name");
  const fingerprint: StoreFingerprint = {};
  for (const { table_name: table } of tables) {
    const name = String(table);
    if (CHANGING_TABLES.has(name)) continue;
    // Order-free: a sum of row hashes (DuckDB), an ordered digest of row texts (PostgreSQL).
    const [row] = store.dialect === 'duckdb'
      ? await store.query(`SELECT count(*) AS n, CAST(sum(hash(t)) AS VARCHAR) AS h FROM "${name}" AS t`)
      : await store.query(`SELECT count(*) AS n, md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))) AS h FROM "${name}" AS t`);
    fingerprint[name] = { rows: Number(row?.n ?? 0), hash: String(row?.h ?? '') };
  }
  return fingerprint;
}

/** The tables whose rows differ between two fingerprints, with their row counts before and after. */
export function changedTables(before: StoreFingerprint, after: StoreFingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].sort().filter((name) => before[name]?.hash !== after[name]?.hash || before[name]?.rows !== after[name]?.rows)
    .map((name) => `${name}: ${before[name]?.rows ?? 'no table'} rows before, ${after[name]?.rows ?? 'no table'} after`);
}
