// A summary that counts a column which is no number (a gas day's time, a text) reads it from the rows as they
// come: the hidden value is 1 where the column has one, so the count is right and the store casts nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { openDuckdbStore } from '../store/duckdbStore';
import type { Store } from '../store/store';
import { summaryPlanOf } from './summaryPlan';

let store: Store;
beforeAll(async () => {
  store = await openDuckdbStore(':memory:');
  await store.exec("CREATE TABLE days AS SELECT * FROM (VALUES (TIMESTAMP '2024-08-01 00:00:00', 'Uzun', 5.0), (NULL, 'Kısa', 7.0), (TIMESTAMP '2024-08-03 00:00:00', NULL, NULL)) AS t(ts, direction, quantity)");
});
afterAll(async () => { await store.close(); });

const descriptor = {
  api: { summary: { key: 'statistic', fields: { days: 'count(gasDay)', directions: 'count(direction)', total: 'sum(quantity)' } } },
  columns: [
    { key: 'gasDay', type: 'datetime', field: 'ts', label: { tr: 'Gün', en: 'Day' } },
    { key: 'quantity', type: 'number', decimals: 2, label: { tr: 'Miktar', en: 'Quantity' } },
  ],
} as unknown as ReportDescriptor;

describe('a summary computed from the rows', () => {
  it('counts a time and a text column that no number column carries, beside a sum', async () => {
    const plan = summaryPlanOf(descriptor)!;
    const rows = await store.query(`SELECT src.ts AS "gasDay", src.quantity AS "quantity", ${plan.rowSelections().join(', ')} FROM days AS src`);
    const { summary, rows: visible } = plan.fromRows(rows);
    expect(summary).toEqual({ days: 2, directions: 2, total: 12 });
    expect(Object.keys(visible[0]!).sort()).toEqual(['gasDay', 'quantity']);
  });
});
