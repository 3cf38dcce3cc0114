// A rate limit that holds across every server process on one PostgreSQL, with no database round trip on a
// call's path. Each process keeps its own sliding window in memory (rateLimiter.ts) and, about once a second,
// exchanges usage through the rate_limit_usage table: it adds what it let through (per caller and second) and
// reads what the other processes added. A call is allowed while this process's calls plus the others' reported
// calls of the last minute stay within the limit.
// The rule: the combined limit holds up to one exchange's worth of traffic. Calls the processes let through in
// the same second, before they hear of each other, may together pass the limit by what each let through in that
// second; from the next exchange on, every process counts them all. The DuckDB store (one process) needs none of
// this and keeps the plain limiter.
import { randomUUID } from 'node:crypto';
import type { Store, StoreValue } from '../store/store';
import { WINDOW_MS, createRateLimiter, type PerMinuteOf, type RateLimiter, type UsageElsewhere } from './rateLimiter';

export interface SharedRateLimiter extends RateLimiter {
  /** Writes this process's new usage and reads the others'; runs by itself every `intervalMs`. */
  exchange(): Promise<void>;
  /** Stops the exchanges after writing what is still unwritten. */
  close(): Promise<void>;
}

export interface SharedRateLimiterOptions {
  /** Which limit this is ('data', 'sign-in'): each has its own rows. */
  limiter: string;
  /** The clock the calls are counted by, in milliseconds. */
  now: () => number;
  intervalMs?: number;
  onError?: (error: Error) => void;
}

/** Seconds read again at each exchange: a second another process was still filling when last read. */
const READ_AGAIN_SECONDS = 5;
/** Rows of a process that stopped without cleaning up are deleted by the others after this long. */
const STALE_SECONDS = 120;
/** Rows per INSERT (one JSON parameter: a bound on its size, not on a parameter count). */
const WRITE_ROWS = 5_000;

export function createSharedRateLimiter(store: Store, perMinute: number | PerMinuteOf, options: SharedRateLimiterOptions): SharedRateLimiter {
  if (typeof perMinute === 'number' && perMinute <= 0) {
    const unlimited = createRateLimiter(0);
    return { take: unlimited.take, exchange: async () => undefined, close: async () => undefined };
  }
  const processId = randomUUID();
  /** Units let through here and not yet written: caller → second → units. */
  let unwritten = new Map<string, Map<number, number>>();
  /** Units the other processes reported: caller → `process second` → usage. */
  const elsewhere = new Map<string, Map<string, UsageElsewhere>>();
  let lastRead: number | undefined;
  let exchanges = 0;
  let running: Promise<void> | undefined;

  const limiter = createRateLimiter(perMinute, {
    usage(key, now) {
      const reported = elsewhere.get(key);
      if (!reported) return [];
      return [...reported.values()].filter((u) => u.at > now - WINDOW_MS).sort((a, b) => a.at - b.at);
    },
    taken(key, now, units) {
      const second = Math.floor(now / 1000);
      let seconds = unwritten.get(key);
      if (!seconds) unwritten.set(key, (seconds = new Map()));
      seconds.set(second, (seconds.get(second) ?? 0) + units);
    },
  });

  async function write(): Promise<void> {
    if (unwritten.size === 0) return;
    const batch = unwritten;
    unwritten = new Map();
    const rows = [...batch].flatMap(([key, bySecond]) => [...bySecond].map(([second, count]): StoreValue[] => [key, second, count]));
    let at = 0;
    try {
      for (; at < rows.length; at += WRITE_ROWS) {
        const chunk = rows.slice(at, at + WRITE_ROWS);
        // One statement text for any number of rows: the rows travel as one JSON parameter.
        await store.query(
          `INSERT INTO rate_limit_usage (limiter, process_id, key, second, units)
           SELECT $1, $2, r.k, r.s, r.u FROM json_to_recordset(CAST($3 AS json)) AS r(k text, s bigint, u integer)
           ON CONFLICT (limiter, process_id, key, second) DO UPDATE SET units = rate_limit_usage.units + EXCLUDED.units`,
          [options.limiter, processId, JSON.stringify(chunk.map(([key, second, units]) => ({ k: key, s: second, u: units })))],
        );
      }
    } catch (error) {
      // What was not written is kept for the next exchange, added to what came meanwhile.
      for (const [key, second, count] of rows.slice(at) as [string, number, number][]) {
        let into = unwritten.get(key);
        if (!into) unwritten.set(key, (into = new Map()));
        into.set(second, (into.get(second) ?? 0) + count);
      }
      throw error;
    }
  }

  async function read(nowSecond: number): Promise<void> {
    const since = lastRead === undefined ? nowSecond - 61 : Math.max(nowSecond - 61, lastRead - READ_AGAIN_SECONDS);
    const rows = await store.query(
      'SELECT process_id, key, second, units FROM rate_limit_usage WHERE limiter = $1 AND process_id <> $2 AND second > $3',
      [options.limiter, processId, since],
    );
    lastRead = nowSecond;
    for (const row of rows) {
      const key = String(row.key);
      let reported = elsewhere.get(key);
      if (!reported) elsewhere.set(key, (reported = new Map()));
      // The end of the second the units were used in: they leave the window no earlier than they would here.
      reported.set(`${String(row.process_id)} ${String(row.second)}`, { at: Number(row.second) * 1000 + 999, units: Number(row.units) });
    }
    const oldest = nowSecond * 1000 - WINDOW_MS;
    for (const [key, reported] of elsewhere) {
      for (const [id, usage] of reported) if (usage.at <= oldest) reported.delete(id);
      if (reported.size === 0) elsewhere.delete(key);
    }
  }

  async function exchangeNow(): Promise<void> {
    const nowSecond = Math.floor(options.now() / 1000);
    await write();
    exchanges += 1;
    // Rows out of every window: this process's own every few seconds, a vanished process's now and then.
    if (exchanges % 10 === 0) {
      await store.query('DELETE FROM rate_limit_usage WHERE limiter = $1 AND process_id = $2 AND second < $3', [options.limiter, processId, nowSecond - 61]);
    }
    if (exchanges % 60 === 1) {
      await store.query('DELETE FROM rate_limit_usage WHERE limiter = $1 AND second < $2', [options.limiter, nowSecond - STALE_SECONDS]);
    }
    await read(nowSecond);
  }

  const exchange = (): Promise<void> => {
    running ??= exchangeNow().finally(() => { running = undefined; });
    return running;
  };

  const timer = setInterval(() => {
    exchange().catch((error: Error) => options.onError?.(error));
  }, options.intervalMs ?? 1_000);
  timer.unref();

  return {
    take: limiter.take,
    exchange,
    async close() {
      clearInterval(timer);
      await running?.catch(() => undefined);
      // What this process let through still counts for the others until it leaves the window.
      await write().catch((error: Error) => options.onError?.(error));
    },
  };
}
