import { describe, expect, it } from 'vitest';
import { createNoise } from '../../noise';
import { DEFAULT_SEED } from '../../simulateWorld';
import { monthIndex } from './eligibleMeterCounts';
import { eligibleWithdrawalShare } from './eligibleWithdrawalShare';

const noise = createNoise(DEFAULT_SEED);

describe('eligible consumers\' share of the withdrawal', () => {
  it('stays near two thirds in 2024 and moves slowly from month to month', () => {
    const shares = Array.from({ length: 12 }, (_, m) => eligibleWithdrawalShare(noise, monthIndex(2024, m + 1)));
    for (const s of shares) expect(s).toBeGreaterThan(62);
    for (const s of shares) expect(s).toBeLessThan(72);
    for (let m = 1; m < 12; m++) expect(Math.abs(shares[m]! - shares[m - 1]!)).toBeLessThan(1.5);
  });

  it('rises over the years as more consumers become eligible', () => {
    const mean = (year: number) => Array.from({ length: 12 }, (_, m) => eligibleWithdrawalShare(noise, monthIndex(year, m + 1))).reduce((a, b) => a + b) / 12;
    expect(mean(2028)).toBeGreaterThan(mean(2024) + 2);
  });
});
