import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rateLimiter';

const T = Date.UTC(2026, 0, 1, 10, 0, 15);

describe('createRateLimiter', () => {
  it('lets a caller make the allowed calls per minute, then says how long to wait, per caller', () => {
    const limiter = createRateLimiter(2);
    expect(limiter.take('a', T)).toEqual({ ok: true });
    expect(limiter.take('a', T + 10_000)).toEqual({ ok: true });
    // The first call leaves the window 60 s after it was made.
    expect(limiter.take('a', T + 15_000)).toEqual({ ok: false, retryAfterSeconds: 45 });
    expect(limiter.take('b', T + 15_000)).toEqual({ ok: true });
    expect(limiter.take('a', T + 59_999)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(limiter.take('a', T + 60_000)).toEqual({ ok: true });
    expect(limiter.take('a', T + 60_000)).toEqual({ ok: false, retryAfterSeconds: 10 });
  });

  it('lets no more than the limit through in any 60 seconds, across a minute boundary too', () => {
    const limit = 10;
    const limiter = createRateLimiter(limit);
    const boundary = Date.UTC(2026, 0, 1, 10, 1, 0);
    // A burst just before the minute turns and another just after: a fixed window let both through.
    const allowed: number[] = [];
    for (const at of [boundary - 100, boundary + 100]) {
      for (let i = 0; i < limit; i += 1) if (limiter.take('a', at).ok) allowed.push(at);
    }
    expect(allowed).toHaveLength(limit);
    expect(limiter.take('a', boundary + 100)).toEqual({ ok: false, retryAfterSeconds: 60 });
  });

  it('keeps any 60-second span within the limit under a steady flood of calls', () => {
    const limit = 50;
    const limiter = createRateLimiter(limit);
    const allowed: number[] = [];
    // A call every 100 ms for five minutes, starting mid-minute: 3,000 tries.
    for (let at = T; at < T + 300_000; at += 100) if (limiter.take('a', at).ok) allowed.push(at);
    for (let i = 0; i < allowed.length; i += 1) {
      const inWindow = allowed.filter((at) => at >= allowed[i]! && at < allowed[i]! + 60_000).length;
      expect(inWindow).toBeLessThanOrEqual(limit);
    }
    // ... and lets the whole limit through every minute: it throttles, it does not starve.
    expect(allowed).toHaveLength(limit * 5);
  });

  it('counts cost: one costly call takes the room of many plain ones', () => {
    const limiter = createRateLimiter(60);
    expect(limiter.take('a', T, 50)).toEqual({ ok: true });
    for (let i = 0; i < 10; i += 1) expect(limiter.take('a', T + 1_000)).toEqual({ ok: true });
    expect(limiter.take('a', T + 2_000)).toEqual({ ok: false, retryAfterSeconds: 58 });
    // A refused call counts nothing: after the costly call leaves the window, there is room for 50 again.
    expect(limiter.take('a', T + 60_000, 50)).toEqual({ ok: true });
    expect(limiter.take('a', T + 60_000, 1)).toEqual({ ok: false, retryAfterSeconds: 1 });
  });

  it('waits for as many old calls to leave as the new call needs', () => {
    const limiter = createRateLimiter(10);
    for (let i = 0; i < 10; i += 1) expect(limiter.take('a', T + i * 1_000).ok).toBe(true);
    // Five units need the five oldest calls gone: the fifth (at T + 4 s) leaves at T + 64 s.
    expect(limiter.take('a', T + 10_000, 5)).toEqual({ ok: false, retryAfterSeconds: 54 });
    expect(limiter.take('a', T + 64_000, 5)).toEqual({ ok: true });
  });

  it('never lets a call cost more than the whole allowance, so it can always go through once the window is empty', () => {
    const limiter = createRateLimiter(5);
    expect(limiter.take('a', T, 400)).toEqual({ ok: true });
    expect(limiter.take('a', T + 1_000, 400)).toEqual({ ok: false, retryAfterSeconds: 59 });
    expect(limiter.take('a', T + 60_000, 400)).toEqual({ ok: true });
  });

  it('forgets callers whose calls have left the window', () => {
    const limiter = createRateLimiter(1);
    expect(limiter.take('a', T).ok).toBe(true);
    for (let i = 0; i < 1_000; i += 1) expect(limiter.take(`visitor-${i}`, T + 61_000 + i).ok).toBe(true);
    expect(limiter.take('a', T + 200_000).ok).toBe(true);
    expect(limiter.take('a', T + 200_000).ok).toBe(false);
  });

  it('forgets calls it sees in the future when the clock steps back', () => {
    const limiter = createRateLimiter(2);
    expect(limiter.take('a', T).ok).toBe(true);
    expect(limiter.take('a', T + 30_000).ok).toBe(true);
    expect(limiter.take('a', T + 30_000).ok).toBe(false);
    // Back 20 seconds: the later call is forgotten, the first still counts.
    expect(limiter.take('a', T + 10_000)).toEqual({ ok: true });
    expect(limiter.take('a', T + 10_000)).toEqual({ ok: false, retryAfterSeconds: 50 });
  });

  it('has no limit at zero', () => {
    const limiter = createRateLimiter(0);
    for (let i = 0; i < 1000; i += 1) expect(limiter.take('a', 0, 100).ok).toBe(true);
  });

  it('counts what other processes used with its own calls, and waits for whichever leaves the window first', () => {
    const reported = [{ at: T + 5_000, units: 3 }, { at: T + 20_000, units: 2 }];
    const taken: [string, number, number][] = [];
    const limiter = createRateLimiter(6, {
      usage: (key, now) => (key === 'a' ? reported.filter((u) => u.at > now - 60_000) : []),
      taken: (key, now, units) => taken.push([key, now, units]),
    });
    expect(limiter.take('a', T)).toEqual({ ok: true });
    expect(limiter.take('a', T + 30_000)).toEqual({ ok: false, retryAfterSeconds: 30 }); // own call at T leaves first
    // Two more units: the own call at T and the other process's three at T + 5 s must have left.
    expect(limiter.take('a', T + 30_000, 2)).toEqual({ ok: false, retryAfterSeconds: 35 });
    expect(limiter.take('a', T + 60_000)).toEqual({ ok: true });
    expect(limiter.take('b', T + 60_000, 6)).toEqual({ ok: true });
    // Only what was let through is reported to the others.
    expect(taken).toEqual([['a', T, 1], ['a', T + 60_000, 1], ['b', T + 60_000, 6]]);
  });
});
