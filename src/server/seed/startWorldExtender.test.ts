import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDuckdbStore } from '../store/duckdbStore';
import { migrate } from '../store/migrations';
import type { Store } from '../store/store';
import { seedWorld } from './seedWorld';
import { startWorldExtender, type WorldExtender } from './startWorldExtender';

const START = '2024-08-01';
let store: Store;
let extender: WorldExtender | undefined;
beforeEach(async () => {
  store = await openDuckdbStore(':memory:');
  await migrate(store);
  await seedWorld(store, { startDay: START, endDay: '2024-08-03' });
});
afterEach(async () => {
  extender?.stop();
  await store.close();
});

const istanbul = (text: string) => new Date(`${text}+03:00`);
const mcpDays = async () => (await store.query('SELECT CAST(CAST(ts AS DATE) AS VARCHAR) AS day, CAST(count(*) AS INTEGER) AS n FROM dam_mcp GROUP BY 1 ORDER BY 1'))
  .map((r) => `${String(r.day)}:${String(r.n)}`);

describe('startWorldExtender', () => {
  it('does nothing while tomorrow is already stored', async () => {
    extender = startWorldExtender({ store, seed: { startDay: START }, dataEnd: '2024-08-03', now: () => istanbul('2024-08-02T23:59:00') });
    expect(await extender.tick()).toBeUndefined();
    expect(extender.dataEnd()).toBe('2024-08-03');
  });

  it('appends the new days once, even when two ticks overlap', async () => {
    extender = startWorldExtender({ store, seed: { startDay: START }, dataEnd: '2024-08-03', now: () => istanbul('2024-08-04T00:10:00') });
    const [a, b] = await Promise.all([extender.tick(), extender.tick()]);
    expect(a).toBe(b); // the second call joined the first
    expect(a?.action).toBe('extended');
    expect(extender.dataEnd()).toBe('2024-08-05');
    expect(await mcpDays()).toEqual(['2024-08-01:24', '2024-08-02:24', '2024-08-03:24', '2024-08-04:24', '2024-08-05:24']);
  });

  it('lets a second extender with a stale end (another process) find the days stored and append nothing', async () => {
    // Two extenders (as two server processes would be) with the same stale idea of the stored end.
    const later = () => istanbul('2024-08-04T00:10:00');
    const first = startWorldExtender({ store, seed: { startDay: START }, dataEnd: '2024-08-03', now: later, onError: () => undefined });
    const second = startWorldExtender({ store, seed: { startDay: START }, dataEnd: '2024-08-03', now: later, onError: () => undefined });
    await first.tick();
    const again = await second.tick();
    first.stop();
    second.stop();
    expect(again?.action).toBe('unchanged');
    expect(second.dataEnd()).toBe('2024-08-05');
    expect(await mcpDays()).toHaveLength(5);
  });

  it('survives a failed extension, keeps serving what is stored, and succeeds on the next tick', async () => {
    let failNext = true;
    const flaky: Store = {
      ...store,
      dialect: store.dialect,
      query: (sql, params) => store.query(sql, params),
      exec: (sql, params) => store.exec(sql, params),
      close: () => store.close(),
      insertRows: async (...args) => {
        if (failNext) { failNext = false; throw new Error('disk full'); }
        return store.insertRows(...args);
      },
    };
    const errors: unknown[] = [];
    extender = startWorldExtender({ store: flaky, seed: { startDay: START }, dataEnd: '2024-08-03', now: () => istanbul('2024-08-04T00:10:00'), onError: (e) => errors.push(e) });
    expect(await extender.tick()).toBeUndefined();
    expect(String(errors[0])).toContain('disk full');
    expect(extender.dataEnd()).toBe('2024-08-03');
    expect(await mcpDays()).toHaveLength(3); // the failed run left nothing behind
    expect((await extender.tick())?.action).toBe('extended');
    expect(await mcpDays()).toHaveLength(5);
  });
});
