// Usage records go to the store as one JSON batch (src/server/identity/usageRecorder.ts): every field must come
// back as it was recorded, on either store, including empty values, fractions and text that JSON escapes.
import { expect } from 'vitest';
import { createUsageRecorder, type UsageRecord } from '../../src/server/identity/usageRecorder';
import type { Store } from '../../src/server/store/store';

const RECORDS: UsageRecord[] = [
  { accountId: 7, via: 'ticket', service: '/electricity-service/v1/markets/dam/data/mcp', calledAt: 1_767_000_000_123, status: 200, rows: 744, bytes: 75_000, durationMs: 1.25 },
  { accountId: null, via: 'public', service: '/x "quoted" \\ back, ğüşİöç', calledAt: 1_767_000_000_124, status: 429, rows: null, bytes: 0, durationMs: 0.001 },
];

export async function expectUsageRecordsRoundTrip(store: Store): Promise<void> {
  const recorder = createUsageRecorder(store, { intervalMs: 60_000 });
  for (const record of RECORDS) recorder.record(record);
  await recorder.close();
  const rows = await store.query('SELECT account_id, via, service, called_at, status, row_count, bytes, duration_ms FROM usage_records ORDER BY called_at');
  expect(rows.map((r) => ({
    accountId: r.account_id === null ? null : Number(r.account_id), via: r.via, service: r.service, calledAt: Number(r.called_at),
    status: Number(r.status), rows: r.row_count === null ? null : Number(r.row_count), bytes: Number(r.bytes), durationMs: Number(r.duration_ms),
  }))).toEqual(RECORDS);
}
