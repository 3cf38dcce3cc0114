// A dataset's row key (its time and dimensions) is unique unless the registry says it repeats
// (DatasetDefinition.keyRepeats): the rows query then orders by the key alone (src/server/reports/buildReportQuery.ts),
// which is one order on both stores only if no two rows share it. Checked on the test market, every dataset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasets } from '../../src/server/datasets/datasets';
import { seedWorld } from '../../src/server/seed/seedWorld';
import { quoteIdentifier } from '../../src/server/store/sqlIdentifier';
import type { Store } from '../../src/server/store/store';
import { openTestStore, TEST_END, TEST_START } from '../support/testServer';

let store: Store;
beforeAll(async () => {
  store = await openTestStore();
  await seedWorld(store, { startDay: TEST_START, endDay: TEST_END });
}, 300_000);
afterAll(async () => { await store?.close(); });

/** How many key values more than one row shares. */
async function repeatedKeys(dataset: (typeof datasets)[number]): Promise<number> {
  const key = [...(dataset.grain === 'none' ? [] : ['ts']), ...dataset.dimensions.map((d) => quoteIdentifier(d.name))];
  const rows = await store.query(`SELECT CAST(count(*) AS INTEGER) AS n FROM (SELECT ${key.join(', ')} FROM ${quoteIdentifier(dataset.table)} GROUP BY ${key.join(', ')} HAVING count(*) > 1) AS repeated`);
  return Number(rows[0]?.n);
}

describe('the row key of every dataset', () => {
  it.each(datasets.filter((d) => !d.keyRepeats).map((d) => [d.id, d] as const))('%s: no two rows share it', async (_id, dataset) => {
    expect(await repeatedKeys(dataset)).toBe(0);
  });

  it.each(datasets.filter((d) => d.keyRepeats).map((d) => [d.id, d] as const))('%s: says it repeats, and it does', async (_id, dataset) => {
    expect(await repeatedKeys(dataset)).toBeGreaterThan(0);
  });
});
