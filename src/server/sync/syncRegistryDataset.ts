// Copies one registry dataset through its lookup route (planRegistrySync.ts): entries this store lacks (by
// their key dimensions) are added in one transaction; entries it has are compared and differences reported.
import { claimRealStoreSql } from '../importers/realStoreState';
import { serializeWrites } from '../publication/serializeWrites';
import type { InsertRow, Store } from '../store/store';
import { fromResponseItem, ItemMappingError } from './fromResponseItem';
import type { RegistryPlan } from './planRegistrySync';
import { SourceError, type SourceClient } from './sourceClient';
import { quoteIdentifier, sqlName } from '../store/sqlIdentifier';
import { bumpDataVersion } from '../store/dataVersion';

export interface RegistryOutcome { written: number; differences: string[] }

export async function syncRegistryDataset(client: SourceClient, store: Store, { dataset, lookup }: RegistryPlan): Promise<RegistryOutcome> {
  const path = `/${lookup.service}${lookup.path}`;
  const answer = await client.call(lookup.method, path, lookup.method === 'POST' ? {} : undefined);
  const items = (answer as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) throw new SourceError(`${path} answered without an items list`);
  const columns = [...dataset.dimensions, ...dataset.fields];
  const mapping = { fields: columns.map((field) => ({ key: field.name, field })), fixed: [] };
  const rows = items.map((item) => {
    try {
      return fromResponseItem(item, mapping);
    } catch (error) {
      if (error instanceof ItemMappingError) throw new SourceError(`${path}: ${error.message}`);
      throw error;
    }
  });
  const keyOf = (row: Record<string, unknown>) => JSON.stringify(dataset.dimensions.map((d) => row[d.name] ?? null));
  return serializeWrites(store, async () => {
    const stored = new Map((await store.query(`SELECT ${columns.map((c) => quoteIdentifier(c.name)).join(', ')} FROM ${sqlName(dataset.table)}`)).map((r) => [keyOf(r), r]));
    const differences: string[] = [];
    const fresh: InsertRow[] = [];
    for (const row of rows) {
      const here = stored.get(keyOf(row));
      if (!here) {
        fresh.push(row);
        continue;
      }
      const changed = columns.filter((c) => String(here[c.name] ?? null) !== String(row[c.name] ?? null));
      if (changed.length) differences.push(`${keyOf(row)}: ${changed.map((c) => `${c.name} here ${String(here[c.name])}, source ${String(row[c.name])}`).join('; ')}`);
    }
    if (fresh.length > 0) {
      await store.exec('BEGIN TRANSACTION');
      try {
        await store.insertRows(dataset.table, columns, fresh, false);
        for (const sql of claimRealStoreSql()) await store.exec(sql);
        await bumpDataVersion(store);
        await store.exec('COMMIT');
      } catch (error) {
        await store.exec('ROLLBACK');
        throw error;
      }
    }
    return { written: fresh.length, differences };
  });
}
