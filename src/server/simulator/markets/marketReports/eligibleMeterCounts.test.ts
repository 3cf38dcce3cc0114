import { describe, expect, it } from 'vitest';
import { createNoise } from '../../noise';
import { eligibleMeterCount, eligibleMeterMonth, monthIndex } from './eligibleMeterCounts';

const noise = createNoise(99);
const months = Array.from({ length: 36 }, (_, i) => monthIndex(2024, 1) + i);

describe('eligible meter counts', () => {
  it('count tens of millions of meters, growing slowly', () => {
    for (const m of months) {
      const n = eligibleMeterCount(noise, m);
      expect(Number.isInteger(n)).toBe(true);
      expect(n).toBeGreaterThan(40_000_000);
      expect(n).toBeLessThan(55_000_000);
    }
    const first = eligibleMeterCount(noise, months[0]!);
    const last = eligibleMeterCount(noise, months.at(-1)!);
    expect(last / first - 1).toBeGreaterThan(0.03);
    expect(last / first - 1).toBeLessThan(0.07);
  });

  it('give an increase rate that is exactly this month\'s count over last month\'s minus one', () => {
    for (const m of months) {
      const row = eligibleMeterMonth(noise, m);
      const previous = eligibleMeterMonth(noise, m - 1).sayacAdedi;
      expect(row.artisOrani).toBe(row.sayacAdedi / previous - 1);
      expect(Math.abs(row.artisOrani)).toBeLessThan(0.005);
    }
  });
});
