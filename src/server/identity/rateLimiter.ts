// A sliding one-minute window per caller that counts cost, not only calls: enough to keep one member's script
// from crowding out everyone else. A fixed minute let twice the limit through across its boundary (a burst at
// 10:00:59 and another at 10:01:00); here every call is logged with its time and cost, and a call is allowed
// only while the costs logged in the 60 seconds before it, plus its own, stay within the limit.
// Kept in this process's memory; behind several processes each one enforces the limit on its own share.
export interface RateLimiter {
  /**
   * Counts a call of `cost` units (default 1: a plain call); answers the seconds to wait when that would take
   * the caller over the limit, and then counts nothing.
   */
  take(key: string, now: number, cost?: number): { ok: true } | { ok: false; retryAfterSeconds: number };
}

const WINDOW_MS = 60_000;

/** One caller's calls of the last minute, oldest first; `head` skips the expired ones until compaction. */
interface CallLog { at: number[]; cost: number[]; head: number; used: number }

export function createRateLimiter(perMinute: number): RateLimiter {
  const logs = new Map<string, CallLog>();
  let lastSweep = 0;

  const expire = (log: CallLog, now: number) => {
    // A clock that steps back (a time correction; tests that rewind) leaves calls logged in its future: they are
    // forgotten, as a fixed window forgot a whole minute, rather than refusing the caller for as long as the step.
    while (log.at.length > log.head && log.at.at(-1)! > now) {
      log.at.pop();
      log.used -= log.cost.pop()!;
    }
    while (log.head < log.at.length && log.at[log.head]! <= now - WINDOW_MS) {
      log.used -= log.cost[log.head]!;
      log.head += 1;
    }
    if (log.head > 64 && log.head * 2 > log.at.length) {
      log.at.splice(0, log.head);
      log.cost.splice(0, log.head);
      log.head = 0;
    }
  };

  // Callers that stopped calling are forgotten once their last call left the window, so a stream of
  // one-off visitor addresses cannot grow the map for ever.
  const sweep = (now: number) => {
    if (now - lastSweep < WINDOW_MS) return;
    lastSweep = now;
    for (const [key, log] of logs) if ((log.at.at(-1) ?? 0) <= now - WINDOW_MS) logs.delete(key);
  };

  return {
    take(key, now, cost = 1) {
      if (perMinute <= 0 || cost <= 0) return { ok: true };
      sweep(now);
      // A call never costs more than a whole minute's allowance: with a small limit, a large export still goes
      // through once the caller's window is empty, instead of never.
      const units = Math.min(Math.ceil(cost), perMinute);
      let log = logs.get(key);
      if (!log) {
        log = { at: [], cost: [], head: 0, used: 0 };
        logs.set(key, log);
      }
      expire(log, now);
      if (log.used + units <= perMinute) {
        log.at.push(now);
        log.cost.push(units);
        log.used += units;
        return { ok: true };
      }
      // Wait until enough of the oldest calls have left the window for this one to fit.
      let free = perMinute - log.used;
      let index = log.head;
      while (free < units && index < log.at.length) {
        free += log.cost[index]!;
        index += 1;
      }
      const freedAt = (log.at[index - 1] ?? now) + WINDOW_MS;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now) / 1000)) };
    },
  };
}
