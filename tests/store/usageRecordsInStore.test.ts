// Usage records written as one JSON batch come back field for field on PostgreSQL (DuckDB: usageRecorder.test.ts).
import { afterAll, beforeAll, it } from 'vitest';
import type { Store } from '../../src/server/store/store';
import { expectUsageRecordsRoundTrip } from '../support/usageRecordRoundTrip';
import { openTestStore } from '../support/testServer';

let store: Store;
beforeAll(async () => { store = await openTestStore(); });
afterAll(async () => { await store.close(); });

it('keeps every field of a usage record batch', async () => {
  await expectUsageRecordsRoundTrip(store);
});
