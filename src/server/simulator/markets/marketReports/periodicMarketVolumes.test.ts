import { describe, expect, it } from 'vitest';
import type { DayMarketSources } from './dayMarketSources';
import { periodicVolumeRow } from './periodicMarketVolumes';

const day = (n: number, over: Partial<DayMarketSources> = {}): DayMarketSources => ({
  day: n, bilateral: 600_000.11, publicBilateral: 150_000.01, dayAhead: 360_000.2, balancing: 40_000.3, intraday: 50_000.4, futures: 10_000.5,
  imbalance: 30_000, zeroBalance: -1_000_000.004, injection: 1_000_000.01, withdrawal: 1_100_000.02, ...over,
});
const days = [day(1), day(2, { futures: 0, dayAhead: 340_000.7 }), day(3, { withdrawal: 1_200_000 })];

describe('periodic market volumes of a month', () => {
  const row = periodicVolumeRow(days, 67.5);

  it('sums the days: bilateral public + private = total, injection, withdrawal and the zero-balance adjustment', () => {
    expect(row.iaMiktar).toBe(1_800_000.33);
    expect(row.iaKamu).toBe(450_000.03);
    expect(row.iaOzel).toBe(1_350_000.3);
    expect(row.uevm).toBe(3_000_000.03);
    expect(row.uecm).toBe(3_400_000.04);
    expect(row.sbdt).toBe(-3_000_000.01);
  });

  it('gives each market\'s share of the withdrawal, the organised markets being day-ahead + intraday + futures', () => {
    const uecm = 3_400_000.04;
    expect(row.gopOran).toBeCloseTo((1_060_001.1 / uecm) * 100, 10);
    expect(row.dgpOran).toBeCloseTo((120_000.9 / uecm) * 100, 10);
    expect(row.edmOran).toBeCloseTo((90_000 / uecm) * 100, 10);
    expect(row.oedmOran).toBeCloseTo(((1_060_001.1 + 150_001.2 + 20_001) / uecm) * 100, 10);
    expect(row.stCekisOran).toBe(67.5);
  });
});
