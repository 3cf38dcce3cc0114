// Usage records of data, lookup and export calls (who, which service, when, rows, bytes, duration), written in
// batches off the request path: a call only appends to a buffer; the buffer goes to the store every few
// seconds, when it fills, and when the server closes.
import type { Store, StoreValue } from '../store/store';

export interface UsageRecord {
  accountId: number | null;
  via: 'session' | 'ticket' | 'public';
  service: string;
  calledAt: number;
  status: number;
  rows: number | null;
  bytes: number;
  durationMs: number;
}

export interface UsageRecorder {
  record(entry: UsageRecord): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}

const BATCH = 200;
/** A store that is down must not make the buffer grow without bound: beyond this, the oldest records go. */
const MAX_BUFFERED = 20_000;

export function createUsageRecorder(store: Store, options: { intervalMs?: number; onError?: (error: Error) => void } = {}): UsageRecorder {
  let buffer: UsageRecord[] = [];
  let writing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => void flush(), options.intervalMs ?? 2_000);
  timer.unref();

  function flush(): Promise<void> {
    writing = writing.then(async () => {
      while (buffer.length > 0) {
        const batch = buffer.slice(0, BATCH);
        const params: StoreValue[] = [];
        const values = batch.map((r) => {
          const at = params.length;
          params.push(r.accountId, r.via, r.service, r.calledAt, r.status, r.rows, r.bytes, r.durationMs);
          return `(${Array.from({ length: 8 }, (_, i) => `$${at + i + 1}`).join(', ')})`;
        });
        try {
          await store.query(`INSERT INTO usage_records (account_id, via, service, called_at, status, row_count, bytes, duration_ms) VALUES ${values.join(', ')}`, params);
          buffer = buffer.slice(batch.length);
        } catch (error) {
          options.onError?.(error as Error);
          return; // kept for the next flush
        }
      }
    });
    return writing;
  }

  return {
    record(entry) {
      buffer.push(entry);
      if (buffer.length > MAX_BUFFERED) buffer = buffer.slice(buffer.length - MAX_BUFFERED);
      if (buffer.length >= BATCH) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
