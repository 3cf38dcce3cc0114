// A fixed one-minute window per caller: enough to keep one member's script from crowding out everyone else.
// Kept in this process's memory; behind several processes each one enforces the limit on its own share.
export interface RateLimiter {
  /** Counts a call; answers the seconds to wait when the caller is over the limit. */
  take(key: string, now: number): { ok: true } | { ok: false; retryAfterSeconds: number };
}

export function createRateLimiter(perMinute: number): RateLimiter {
  let window = -1;
  let counts = new Map<string, number>();
  return {
    take(key, now) {
      if (perMinute <= 0) return { ok: true };
      const current = Math.floor(now / 60_000);
      if (current !== window) {
        window = current;
        counts = new Map();
      }
      const used = (counts.get(key) ?? 0) + 1;
      counts.set(key, used);
      if (used <= perMinute) return { ok: true };
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(((current + 1) * 60_000 - now) / 1000)) };
    },
  };
}
