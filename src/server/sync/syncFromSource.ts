// Copies datasets from another server that speaks our web-service contract into this store: per dataset,
// read the rows through its report routes (planSync.ts), then write the new ones in one transaction
// (writeDatasetRows.ts). A dataset that fails leaves the store as it was and the others go on.
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { storeKind } from '../importers/realStoreState';
import type { SqlDialect } from '../store/sqlDialect';
import type { Store } from '../store/store';
import { fetchDatasetRows } from './fetchDatasetRows';
import { planRegistrySync } from './planRegistrySync';
import { planSync } from './planSync';
import type { SourceClient } from './sourceClient';
import { syncRegistryDataset } from './syncRegistryDataset';
import { wallIso, writeDatasetRows } from './writeDatasetRows';

export interface SyncOptions {
  client: SourceClient;
  store: Store;
  dialect: SqlDialect;
  reports: readonly ReportDescriptor[];
  /** Inclusive Istanbul days. */
  since: string;
  until: string;
  /** Dataset ids; all when omitted. */
  only?: readonly string[];
  pageSize?: number;
  chunkDays?: number;
  log?: (line: string) => void;
}

export interface DatasetOutcome {
  dataset: string;
  status: 'copied' | 'failed' | 'not-syncable';
  /** Rows written. */
  rows: number;
  /** Istanbul wall clock (+03:00) of the first and last row written. */
  first?: string;
  last?: string;
  /** Rows the store already had that differ from the source (or are absent here), one line each. */
  differences: string[];
  /** Fields no route shows, left empty. */
  missing: string[];
  message?: string;
}

export class SyncRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SyncRefused';
  }
}

export const SIMULATED_TARGET_MESSAGE =
  'The target store holds the simulated market (world_state simulated=true); copied data is never mixed into it. ' +
  'Point DATA_DIR (or DATABASE_URL) at a fresh store and serve it with SIMULATION=off.';

export async function syncFromSource(options: SyncOptions): Promise<DatasetOutcome[]> {
  const { client, store, dialect, reports, since, until, log = () => undefined } = options;
  if ((await storeKind(store)) === 'simulated') throw new SyncRefused(SIMULATED_TARGET_MESSAGE);
  const { plans, notSyncable } = planSync(reports);
  const registry = planRegistrySync();
  const known = new Set([...plans, ...registry.plans].map((p) => p.dataset.id).concat([...notSyncable, ...registry.notSyncable].map((n) => n.dataset)));
  const unknown = (options.only ?? []).filter((id) => !known.has(id));
  if (unknown.length > 0) throw new SyncRefused(`unknown dataset(s): ${unknown.join(', ')} (known: ${[...known].sort().join(', ')})`);
  const wanted = (id: string) => !options.only || options.only.includes(id);

  const outcomes: DatasetOutcome[] = [];
  for (const plan of plans.filter((p) => wanted(p.dataset.id))) {
    const id = plan.dataset.id;
    log(`${id}: reading ${since} → ${until} from ${plan.routes.map((r) => r.descriptor.api.path).join(' + ')}${plan.missing.length ? ` (not shown by the source, left empty: ${plan.missing.join(', ')})` : ''}`);
    try {
      const rows = await fetchDatasetRows(client, plan, { since, until, log, ...(options.pageSize ? { pageSize: options.pageSize } : {}), ...(options.chunkDays ? { chunkDays: options.chunkDays } : {}) });
      const { written, differences } = await writeDatasetRows(store, dialect, plan, rows);
      const first = written[0]; const last = written[written.length - 1];
      log(`${id}: ${written.length} new rows written${differences.length ? `, ${differences.length} stored rows differ from the source (kept)` : ''}`);
      outcomes.push({
        dataset: id, status: 'copied', rows: written.length, differences, missing: plan.missing,
        ...(first && last ? { first: wallIso(first.ts as number), last: wallIso(last.ts as number) } : {}),
      });
    } catch (error) {
      const message = (error as Error).message;
      log(`${id}: stopped, nothing written: ${message}`);
      outcomes.push({ dataset: id, status: 'failed', rows: 0, differences: [], missing: plan.missing, message });
    }
  }
  for (const plan of registry.plans.filter((p) => wanted(p.dataset.id))) {
    const id = plan.dataset.id;
    try {
      const { written, differences } = await syncRegistryDataset(client, store, plan);
      log(`${id}: ${written} new entries from ${plan.lookup.path}${differences.length ? `, ${differences.length} stored entries differ (kept)` : ''}`);
      outcomes.push({ dataset: id, status: 'copied', rows: written, differences, missing: [] });
    } catch (error) {
      log(`${id}: stopped, nothing written: ${(error as Error).message}`);
      outcomes.push({ dataset: id, status: 'failed', rows: 0, differences: [], missing: [], message: (error as Error).message });
    }
  }
  for (const { dataset, reason } of [...notSyncable, ...registry.notSyncable].filter((n) => wanted(n.dataset))) {
    outcomes.push({ dataset, status: 'not-syncable', rows: 0, differences: [], missing: [], message: reason });
  }
  return outcomes;
}
