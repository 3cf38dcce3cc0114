import { describe, expect, it } from 'vitest';
import { PROVINCE_SHARES } from './provinceShares';

describe('province shares of the withdrawal', () => {
  it('cover all 81 provinces and add up to the whole country', () => {
    expect(PROVINCE_SHARES).toHaveLength(81);
    expect(PROVINCE_SHARES.reduce((s, p) => s + p.share, 0)).toBeCloseTo(1, 12);
  });

  it('make İstanbul the largest, about a seventh of the country', () => {
    const sorted = [...PROVINCE_SHARES].sort((a, b) => b.share - a.share);
    expect(sorted[0]!.province.name).toBe('İstanbul');
    expect(sorted[0]!.share).toBeGreaterThan(0.12);
    expect(sorted[0]!.share).toBeLessThan(0.17);
  });
});
