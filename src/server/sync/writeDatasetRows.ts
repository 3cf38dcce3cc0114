// Writes fetched rows of one dataset, all or nothing: only rows after the last stored ts are added; rows the
// store already covers are compared and every difference is reported, never overwritten. The write is one
// transaction that also marks the store as holding real (not simulated) data.
import { claimRealStoreSql } from '../importers/realStoreState';
import { serializeWrites } from '../publication/serializeWrites';
import { buildPlantShares } from '../seed/buildPlantShares';
import type { SqlDialect } from '../store/sqlDialect';
import type { InsertRow, Store, StoreValue } from '../store/store';
import { wallMsOf } from './fromResponseItem';
import type { DatasetPlan } from './planSync';
import { quoteIdentifier, sqlName } from '../store/sqlIdentifier';
import { bumpDataVersion } from '../store/dataVersion';

export interface WriteOutcome { written: InsertRow[]; differences: string[]; lastStored?: number }

export const wallIso = (ms: number): string => `${new Date(ms).toISOString().slice(0, 19)}+03:00`;
const wallParam = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

export function writeDatasetRows(store: Store, dialect: SqlDialect, plan: DatasetPlan, rows: readonly InsertRow[]): Promise<WriteOutcome> {
  return serializeWrites(store, async () => {
    const [last] = await store.query(`SELECT ${dialect.isoWall('max(ts)')} AS last FROM ${sqlName(plan.table)}`);
    const lastStored = typeof last?.last === 'string' ? wallMsOf(last.last) : undefined;
    const overlapping = lastStored === undefined ? [] : rows.filter((r) => (r.ts as number) <= lastStored);
    const fresh = lastStored === undefined ? [...rows] : rows.filter((r) => (r.ts as number) > lastStored);
    const differences = overlapping.length > 0 ? await compareStored(store, dialect, plan, overlapping) : [];
    if (fresh.length > 0) {
      await store.exec('BEGIN TRANSACTION');
      try {
        await store.insertRows(plan.table, plan.columns, fresh, true);
        // Per-plant generation is derived from the rollup (seed/buildPlantShares.ts), as after an import.
        if (plan.dataset.id === 'generation.realtime') await buildPlantShares(store, new Date((fresh[0]!.ts as number) - 86_400_000).toISOString().slice(0, 10));
        for (const sql of claimRealStoreSql()) await store.exec(sql);
        await bumpDataVersion(store);
        await store.exec('COMMIT');
      } catch (error) {
        await store.exec('ROLLBACK');
        throw error;
      }
    }
    return { written: fresh, differences, ...(lastStored !== undefined ? { lastStored } : {}) };
  });
}

async function compareStored(store: Store, dialect: SqlDialect, plan: DatasetPlan, rows: readonly InsertRow[]): Promise<string[]> {
  const keys = plan.table === plan.dataset.table ? plan.dataset.dimensions.map((d) => d.name) : [];
  const keyOf = (ts: number, row: Record<string, unknown>) => JSON.stringify([ts, ...keys.map((k) => row[k] ?? null)]);
  const compared = plan.columns.filter((c) => !plan.missing.includes(c.name));
  const stored = await store.query(
    `SELECT ${dialect.isoWall('ts')} AS ts, ${compared.map((c) => quoteIdentifier(c.name)).join(', ')} FROM ${sqlName(plan.table)} WHERE ts >= ${dialect.timestampParam(1)} AND ts <= ${dialect.timestampParam(2)}`,
    [wallParam(rows[0]!.ts as number), wallParam(rows[rows.length - 1]!.ts as number)],
  );
  const byKey = new Map(stored.map((r) => [keyOf(wallMsOf(String(r.ts)), r), r]));
  const differences: string[] = [];
  for (const row of rows) {
    const ts = row.ts as number;
    const here = byKey.get(keyOf(ts, row));
    const where = `${wallIso(ts)}${keys.map((k) => ` ${k}=${String(row[k])}`).join('')}`;
    if (!here) {
      differences.push(`${where}: not in this store (only rows after its last one are copied)`);
      continue;
    }
    const changed = compared.filter((c) => !sameValue(here[c.name] ?? null, row[c.name] ?? null));
    if (changed.length > 0) differences.push(`${where}: ${changed.map((c) => `${c.name} here ${String(here[c.name])}, source ${String(row[c.name])}`).join('; ')}`);
  }
  return differences;
}

function sameValue(here: StoreValue, source: string | number | null): boolean {
  if (here === null || source === null) return here === source;
  return typeof source === 'number' ? Number(here) === source : String(here) === source;
}
