import { describe, expect, it } from 'vitest';
import { lttbIndices } from './lttb';

/** A year of hours: a daily wave with one spike and one dip the eye must still find. */
const hours = 8784;
const xs = Array.from({ length: hours }, (_, i) => i * 3_600_000);
const ys: (number | null)[] = xs.map((_, i) => 2000 + 500 * Math.sin((2 * Math.PI * i) / 24));
ys[4000] = 9000;
ys[6001] = -300;

describe('lttbIndices', () => {
  it('keeps at most the threshold, in order, first and last included', () => {
    const kept = lttbIndices(xs, ys, 1200);
    expect(kept.length).toBeLessThanOrEqual(1200);
    expect(kept.length).toBeGreaterThan(1100);
    expect(kept[0]).toBe(0);
    expect(kept.at(-1)).toBe(hours - 1);
    expect(kept.every((index, k) => k === 0 || index > kept[k - 1]!)).toBe(true);
  });

  it('keeps the spike and the dip', () => {
    const kept = lttbIndices(xs, ys, 300);
    expect(kept).toContain(4000);
    expect(kept).toContain(6001);
  });

  it('returns every point when there are no more than the threshold, skipping missing values', () => {
    expect(lttbIndices([0, 1, 2, 3], [5, null, 7, 8], 10)).toEqual([0, 2, 3]);
  });

  it('never goes below two points', () => {
    expect(lttbIndices(xs, ys, 1)).toEqual([0, hours - 1]);
  });
});
