import { describe, expect, it } from 'vitest';
import { minMaxIndices } from './minMaxBuckets';

const ys: (number | null)[] = Array.from({ length: 5000 }, (_, i) => 100 + (i % 7));
ys[1234] = 1_000_000;
ys[3210] = -5;

describe('minMaxIndices', () => {
  it('keeps at most the threshold, in order, first and last included', () => {
    const kept = minMaxIndices(ys, 501);
    expect(kept.length).toBeLessThanOrEqual(501);
    expect(kept[0]).toBe(0);
    expect(kept.at(-1)).toBe(4999);
    expect(kept.every((index, k) => k === 0 || index > kept[k - 1]!)).toBe(true);
  });

  it('keeps the highest and lowest value of the whole series, however few buckets', () => {
    for (const threshold of [4, 10, 100]) {
      const kept = minMaxIndices(ys, threshold);
      expect(kept).toContain(1234);
      expect(kept).toContain(3210);
      expect(kept.length).toBeLessThanOrEqual(threshold);
    }
  });

  it('keeps only the ends when the threshold leaves no room for a bucket', () => {
    expect(minMaxIndices(ys, 3)).toEqual([0, 4999]);
  });

  it('returns every present point when there are few', () => {
    expect(minMaxIndices([1, null, 3], 10)).toEqual([0, 2]);
  });
});
