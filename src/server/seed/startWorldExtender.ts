// Keeps the simulated market going while the server runs: every few minutes, once Istanbul's "tomorrow" has
// moved past the stored end, the next day is appended (rows are stored ahead and hidden until published, see
// datasets/README.md). One extension at a time: in this process (tick), and across server processes on one
// PostgreSQL (seedWorld's lock), where the processes that waited find the day already there and only move their
// end. A failure is logged and retried on the next tick.
import type { Store } from '../store/store';
import { istanbulTomorrow } from './istanbulTomorrow';
import { seedWorld, type SeedOptions, type SeedResult } from './seedWorld';

export interface WorldExtenderOptions {
  store: Store;
  /** The same options the world was built with; the end is always tomorrow. */
  seed: Omit<SeedOptions, 'endDay' | 'log'>;
  /** The stored end when the server started. */
  dataEnd: string;
  now?: () => Date;
  everyMs?: number;
  log?: (message: string) => void;
  onError?: (error: unknown) => void;
}

export interface WorldExtender {
  /** The last day the store holds (for /app-api/meta). */
  dataEnd(): string;
  /** Extends now if a day has passed; a call while an extension runs waits for that one instead of starting another. */
  tick(): Promise<SeedResult | undefined>;
  stop(): void;
}

export function startWorldExtender(options: WorldExtenderOptions): WorldExtender {
  const now = options.now ?? (() => new Date());
  let dataEnd = options.dataEnd;
  let running: Promise<SeedResult | undefined> | undefined;

  const extend = async (): Promise<SeedResult | undefined> => {
    const tomorrow = istanbulTomorrow(now());
    if (tomorrow <= dataEnd) return undefined;
    try {
      const result = await seedWorld(options.store, { ...options.seed, endDay: tomorrow, ...(options.log ? { log: options.log } : {}) });
      dataEnd = result.endDay;
      return result;
    } catch (error) {
      // The server keeps answering from what is stored; the next tick tries again.
      (options.onError ?? ((e: unknown) => console.error('could not extend the simulated market:', e)))(error);
      return undefined;
    }
  };

  const tick = (): Promise<SeedResult | undefined> => {
    running ??= extend().finally(() => { running = undefined; });
    return running;
  };

  const timer = setInterval(() => { void tick(); }, options.everyMs ?? 10 * 60_000);
  timer.unref(); // never keeps the process alive on its own
  return { dataEnd: () => dataEnd, tick, stop: () => clearInterval(timer) };
}
