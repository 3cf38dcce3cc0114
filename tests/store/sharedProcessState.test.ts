// What server processes on one PostgreSQL share, tested with two "processes" in this one: two limiters, two
// overlay holders, two connection pools seeding at once. Each piece keeps its state per instance, exactly as it
// does per process, so agreeing here means agreeing across processes (tests/store/severalProcesses.test.ts starts
// two real servers). Runs in the `postgres` vitest project only; without PostgreSQL it is skipped with the others.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSharedRateLimiter } from '../../src/server/identity/sharedRateLimiter';
import { PageOverlays } from '../../src/server/page-settings/pageOverlays';
import { seedWorld } from '../../src/server/seed/seedWorld';
import { migrate } from '../../src/server/store/migrations';
import { openPostgresStore } from '../../src/server/store/postgresStore';
import type { Store } from '../../src/server/store/store';
import { createDatabase } from '../support/postgresServer';

let database: { url: string; drop(): Promise<void> };
let first: Store;
let second: Store;
beforeAll(async () => {
  database = await createDatabase(inject('postgresAdminUrl'), 'shared');
  first = await openPostgresStore(database.url);
  second = await openPostgresStore(database.url);
  await migrate(first);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await database?.drop();
});

const T = Date.UTC(2026, 0, 1, 10, 0, 15);

describe('the rate limit shared by server processes', () => {
  it('lets one caller make no more calls in a minute through both processes together than the limit', async () => {
    let now = T;
    const a = createSharedRateLimiter(first, 10, { limiter: 'test-data', now: () => now, intervalMs: 3_600_000 });
    const b = createSharedRateLimiter(second, 10, { limiter: 'test-data', now: () => now, intervalMs: 3_600_000 });
    try {
      for (let i = 0; i < 6; i += 1) expect(a.take('account:7', now)).toEqual({ ok: true });
      await a.exchange();
      await b.exchange();
      now += 2_000;
      const throughB = Array.from({ length: 8 }, () => b.take('account:7', now).ok);
      expect(throughB.filter(Boolean)).toHaveLength(4);
      // The six calls through A (counted at the end of their second) leave the window first.
      expect(b.take('account:7', now)).toEqual({ ok: false, retryAfterSeconds: 59 });
      // Another caller, and the same caller on another limit, are untouched.
      expect(b.take('account:8', now)).toEqual({ ok: true });
      await b.exchange();
      await a.exchange();
      expect(a.take('account:7', now)).toMatchObject({ ok: false });
      // Once A's calls have left the minute, B may call again, and A hears of B's four.
      now = T + 61_000;
      await a.exchange();
      await b.exchange();
      expect(b.take('account:7', now)).toEqual({ ok: true });
      await b.exchange();
      await a.exchange();
      const throughA = Array.from({ length: 10 }, () => a.take('account:7', now).ok);
      expect(throughA.filter(Boolean)).toHaveLength(5);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('writes what a process let through when it closes, so the others still count it', async () => {
    const a = createSharedRateLimiter(first, 3, { limiter: 'test-close', now: () => T, intervalMs: 3_600_000 });
    const b = createSharedRateLimiter(second, 3, { limiter: 'test-close', now: () => T, intervalMs: 3_600_000 });
    for (let i = 0; i < 3; i += 1) expect(a.take('ip:10.0.0.1', T)).toEqual({ ok: true });
    await a.close();
    await b.exchange();
    expect(b.take('ip:10.0.0.1', T)).toMatchObject({ ok: false });
    await b.close();
  });
});

describe('page overlays shared by server processes', () => {
  it('shows an overlay written through one process in the other within about a second, and its removal', async () => {
    const a = await PageOverlays.open(first);
    const b = await PageOverlays.open(second);
    try {
      await a.put(61, { maxSpan: { unit: 'day', value: 3 }, description: { tr: 'Yeni açıklama', en: 'New description' } });
      expect(b.get(61)).toBeUndefined();
      await expect.poll(() => b.get(61)?.maxSpan, { timeout: 4_000, interval: 100 }).toEqual({ unit: 'day', value: 3 });
      await b.delete(61);
      await expect.poll(() => a.get(61), { timeout: 4_000, interval: 100 }).toBeUndefined();
    } finally {
      a.close();
      b.close();
    }
  });
});

describe('the simulated market built by server processes starting together', () => {
  it('is built by one of them; the other waits and finds it built', async () => {
    const logs: string[][] = [[], []];
    const options = (i: number) => ({ startDay: '2024-08-01', endDay: '2024-08-03', log: (m: string) => logs[i]!.push(m) });
    const results = await Promise.all([seedWorld(first, options(0)), seedWorld(second, options(1))]);
    expect(results.map((r) => r.action).sort()).toEqual(['created', 'unchanged']);
    expect(results.map((r) => r.endDay)).toEqual(['2024-08-03', '2024-08-03']);
    // Only the builder said it was building; the other had nothing to do.
    expect(logs.flat().filter((m) => m.startsWith('building the simulated market'))).toHaveLength(1);
    const [row] = await first.query("SELECT count(*) AS n FROM dam_mcp WHERE ts < '2024-08-04'");
    expect(Number(row!.n)).toBe(72);

    // A day later both extenders tick at once: one appends the day, the other finds it there.
    const extended = await Promise.all([seedWorld(first, { ...options(0), endDay: '2024-08-04' }), seedWorld(second, { ...options(1), endDay: '2024-08-04' })]);
    expect(extended.map((r) => r.action).sort()).toEqual(['extended', 'unchanged']);
    const [after] = await first.query('SELECT count(*) AS n FROM dam_mcp');
    expect(Number(after!.n)).toBe(96);
  });
});
