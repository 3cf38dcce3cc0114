// A lazy page's code (its JS chunk and the stylesheets Vite loads with it) fetched with retries: a flaky
// network or a deploy in progress should not blank the page. Attempts are spaced out and stop 120 s after
// the first one (an attempt still pending then is given up too); the last failure becomes a ChunkLoadError,
// which the page's error boundary explains.
import { retryFailedStylesheets } from './failedStylesheets';

export const CHUNK_LIMIT_MS = 120_000;
const DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(readonly attempts: number, readonly reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
  }
}

export interface ChunkClock {
  now(): number;
  wait(ms: number): Promise<void>;
}

const realClock: ChunkClock = {
  now: () => Date.now(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

function withDeadline<T>(work: Promise<T>, ms: number, clock: ChunkClock): Promise<T> {
  const timeout = clock.wait(ms).then(() => {
    throw new Error(`no answer within ${Math.round(ms / 1000)} s`);
  });
  timeout.catch(() => undefined); // the race may be long decided when the timer ends
  return Promise.race([work, timeout]);
}

export async function loadChunk<T>(load: () => Promise<T>, clock: ChunkClock = realClock, retryStyles: () => Promise<void> = retryFailedStylesheets): Promise<T> {
  const deadline = clock.now() + CHUNK_LIMIT_MS;
  let attempts = 0;
  for (;;) {
    attempts += 1;
    try {
      if (attempts > 1) await withDeadline(retryStyles(), Math.max(0, deadline - clock.now()), clock);
      return await withDeadline(load(), Math.max(0, deadline - clock.now()), clock);
    } catch (error) {
      const pause = DELAYS_MS[Math.min(attempts - 1, DELAYS_MS.length - 1)]!;
      if (clock.now() + pause >= deadline) throw new ChunkLoadError(attempts, error);
      await clock.wait(pause);
    }
  }
}
