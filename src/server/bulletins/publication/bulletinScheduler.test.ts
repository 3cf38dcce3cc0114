import { describe, expect, it } from 'vitest';
import { createBulletinScheduler } from './bulletinScheduler';
import { schedulerWanted } from './registerBulletinRoutes';
import { createRenderLane, LaneFull } from './renderLane';

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('the bulletin schedule', () => {
  it('waits before its first pass, then passes again and again, never two at once, and stops', async () => {
    let passes = 0;
    let running = 0;
    let overlapped = false;
    const publisher = {
      document: () => Promise.reject(new Error('not used')),
      publishLatest: async () => {
        running += 1;
        overlapped ||= running > 1;
        passes += 1;
        await wait(30);
        running -= 1;
        return 0;
      },
    };
    const scheduler = createBulletinScheduler(publisher, () => undefined, { delayMs: 40, everyMs: 10 });
    scheduler.start();
    await wait(20);
    expect(passes).toBe(0);
    await wait(120);
    await scheduler.stop();
    const stoppedAt = passes;
    expect(passes).toBeGreaterThanOrEqual(2);
    expect(overlapped).toBe(false);
    await wait(50);
    expect(passes).toBe(stoppedAt);
  });

  it('is on by default and off with BULLETIN_SCHEDULER=off (as the test runner sets it)', () => {
    expect(schedulerWanted({})).toBe(true);
    expect(schedulerWanted({ BULLETIN_SCHEDULER: 'on' })).toBe(true);
    expect(schedulerWanted({ BULLETIN_SCHEDULER: 'off' })).toBe(false);
    expect(process.env.BULLETIN_SCHEDULER).toBe('off');
  });
});

describe('the render lane', () => {
  it('runs one piece at a time and refuses work past its bound', async () => {
    const lane = createRenderLane(1);
    let running = 0;
    let most = 0;
    const piece = async () => {
      running += 1;
      most = Math.max(most, running);
      await wait(10);
      running -= 1;
    };
    const first = lane.run(piece);
    const second = lane.run(piece);
    await expect(lane.run(piece)).rejects.toBeInstanceOf(LaneFull);
    await Promise.all([first, second]);
    expect(most).toBe(1);
    await lane.run(piece);
  });
});
