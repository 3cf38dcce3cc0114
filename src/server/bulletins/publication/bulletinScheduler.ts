// Publishes bulletins in the background: a while after the server is ready (never delaying its start or its first
// requests), and then every few minutes, the newest final period of each kind, market and language is made if the
// archive misses it or holds a stale one (bulletinPublisher.publishLatest). So the day after a day ends its daily
// bulletins appear, the Monday after a week its weekly ones, and so on. One pass at a time; every piece goes
// through the render lane, one bulletin at a time. Several processes on one PostgreSQL may make the same bulletin
// at once; the archive's key keeps one copy. BULLETIN_SCHEDULER=off leaves it off, and so does the test runner unless BULLETIN_SCHEDULER=on (tests drive publishLatest).
import type { BulletinPublisher } from './bulletinPublisher';

export const FIRST_PASS_DELAY_MS = 60_000;
export const PASS_EVERY_MS = 5 * 60_000;

export interface BulletinScheduler {
  start(): void;
  stop(): Promise<void>;
}

export function createBulletinScheduler(publisher: BulletinPublisher, onError: (error: unknown) => void, timing = { delayMs: FIRST_PASS_DELAY_MS, everyMs: PASS_EVERY_MS }): BulletinScheduler {
  let running: Promise<unknown> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const pass = () => {
    if (stopped || running) return;
    running = publisher.publishLatest().catch(onError).finally(() => { running = undefined; });
  };
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      pass();
      if (!stopped) schedule(timing.everyMs);
    }, ms);
    timer.unref();
  };

  return {
    start() { schedule(timing.delayMs); },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
