// A sliding one-minute window per caller that counts cost, not only calls: enough to keep one member's script
// from crowding out everyone else. A fixed minute let twice the limit through across its boundary (a burst at
// 10:00:59 and another at 10:01:00); here every call is logged with its time and cost, and a call is allowed
// only while the costs logged in the 60 seconds before it, plus its own, stay within the limit.
// Kept in this process's memory. Behind several processes on one PostgreSQL, sharedRateLimiter.ts tells each
// process what the others used (`others`), and a call is allowed only while both together stay within the limit.
export interface RateLimiter {
  /**
   * Counts a call of `cost` units (default 1: a plain call); answers the seconds to wait when that would take
   * the caller over the limit, and then counts nothing.
   */
  take(key: string, now: number, cost?: number): { ok: true } | { ok: false; retryAfterSeconds: number };
}

export const WINDOW_MS = 60_000;

/** A caller's limit at a moment (service-limits/serviceLimits.ts: per-member and per-organisation limits); 0 = none. */
export type PerMinuteOf = (key: string, now: number) => number;

/** Units another process reported for a caller, and when (the end of the second they were used in). */
export interface UsageElsewhere { at: number; units: number }

/** What other processes used (sharedRateLimiter.ts), and where this process reports what it lets through. */
export interface OtherProcesses {
  /** The caller's units used elsewhere in the minute before `now`, oldest first. */
  usage(key: string, now: number): readonly UsageElsewhere[];
  /** A call of `units` this process just let through. */
  taken(key: string, now: number, units: number): void;
}

/** One caller's calls of the last minute, oldest first; `head` skips the expired ones until compaction. */
interface CallLog { at: number[]; cost: number[]; head: number; used: number }

export function createRateLimiter(limit: number | PerMinuteOf, others?: OtherProcesses): RateLimiter {
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
      const perMinute = typeof limit === 'number' ? limit : limit(key, now);
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
      const elsewhere = others?.usage(key, now) ?? [];
      const usedElsewhere = elsewhere.reduce((sum, u) => sum + u.units, 0);
      if (log.used + usedElsewhere + units <= perMinute) {
        log.at.push(now);
        log.cost.push(units);
        log.used += units;
        others?.taken(key, now, units);
        return { ok: true };
      }
      // Wait until enough of the oldest calls (here or elsewhere, whichever left first) have left the window.
      let free = perMinute - log.used - usedElsewhere;
      let index = log.head;
      let other = 0;
      let freedAt = now;
      while (free < units && (index < log.at.length || other < elsewhere.length)) {
        if (other >= elsewhere.length || (index < log.at.length && log.at[index]! <= elsewhere[other]!.at)) {
          freedAt = log.at[index]!;
          free += log.cost[index]!;
          index += 1;
        } else {
          freedAt = elsewhere[other]!.at;
          free += elsewhere[other]!.units;
          other += 1;
        }
      }
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt + WINDOW_MS - now) / 1000)) };
    },
  };
}
