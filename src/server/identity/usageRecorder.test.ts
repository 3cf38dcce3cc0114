import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDuckdbStore } from '../store/duckdbStore';
import { migrate } from '../store/migrations';
import type { Store } from '../store/store';
import { expectUsageRecordsRoundTrip } from '../../../tests/support/usageRecordRoundTrip';
import { createUsageRecorder, type UsageRecord } from './usageRecorder';

let store: Store;
beforeEach(async () => { store = await openDuckdbStore(':memory:'); await migrate(store); });
afterEach(async () => { await store.close(); });

const record = (i: number): UsageRecord => ({ accountId: 7, via: 'ticket', service: '/x', calledAt: i, status: 200, rows: i, bytes: 10 * i, durationMs: 1.5 });

describe('createUsageRecorder', () => {
  it('buffers records and writes them in batches, all of them by close', async () => {
    const recorder = createUsageRecorder(store, { intervalMs: 60_000 });
    for (let i = 0; i < 10; i += 1) recorder.record(record(i));
    expect(await store.query('SELECT * FROM usage_records')).toHaveLength(0);
    await recorder.close();
    const rows = await store.query('SELECT CAST(count(*) AS INTEGER) AS n, CAST(sum(bytes) AS INTEGER) AS bytes FROM usage_records');
    expect(rows[0]).toEqual({ n: 10, bytes: 450 });
  });

  it('keeps the records when the store fails, and writes them on the next flush', async () => {
    let failing = true;
    const flaky: Store = { ...store, query: (sql, params) => (failing ? Promise.reject(new Error('down')) : store.query(sql, params)) };
    const errors: string[] = [];
    const recorder = createUsageRecorder(flaky, { intervalMs: 60_000, onError: (e) => errors.push(e.message) });
    recorder.record(record(1));
    await recorder.flush();
    expect(errors).toEqual(['down']);
    failing = false;
    await recorder.close();
    expect(await store.query('SELECT * FROM usage_records')).toHaveLength(1);
  });

  it('keeps every field of a batch: empty values, fractions, escaped text', async () => {
    await expectUsageRecordsRoundTrip(store);
  });
});
