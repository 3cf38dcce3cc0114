import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rateLimiter';

describe('createRateLimiter', () => {
  it('lets a caller make the allowed calls per minute, then says how long to wait, per caller', () => {
    const limiter = createRateLimiter(2);
    const t = Date.UTC(2026, 0, 1, 10, 0, 15);
    expect(limiter.take('a', t)).toEqual({ ok: true });
    expect(limiter.take('a', t)).toEqual({ ok: true });
    expect(limiter.take('a', t)).toEqual({ ok: false, retryAfterSeconds: 45 });
    expect(limiter.take('b', t)).toEqual({ ok: true });
    expect(limiter.take('a', t + 45_000)).toEqual({ ok: true });
  });

  it('has no limit at zero', () => {
    const limiter = createRateLimiter(0);
    for (let i = 0; i < 1000; i += 1) expect(limiter.take('a', 0).ok).toBe(true);
  });
});
