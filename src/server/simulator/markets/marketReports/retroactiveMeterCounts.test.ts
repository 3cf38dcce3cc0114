import { describe, expect, it } from 'vitest';
import { createNoise } from '../../noise';
import { DEFAULT_SEED } from '../../simulateWorld';
import { monthIndex } from './eligibleMeterCounts';
import { meterReaders } from './meterReaders';
import { correctedMeters, retroactiveMeterCounts } from './retroactiveMeterCounts';
import { METER_COUNT_PROFILE_GROUPS } from './subscriberProfileGroups';

const noise = createNoise(DEFAULT_SEED);
const readers = meterReaders(DEFAULT_SEED);
const months = [monthIndex(2024, 1), monthIndex(2024, 7), monthIndex(2025, 12)];

describe('retroactiveMeterCounts', () => {
  it('has one row per distribution company and profile group', () => {
    const rows = retroactiveMeterCounts(noise, months[0]!, readers);
    expect(rows).toHaveLength(21 * METER_COUNT_PROFILE_GROUPS.length);
    expect(new Set(rows.map((r) => r.distributionId))).toEqual(new Set(Array.from({ length: 21 }, (_, i) => i + 1)));
  });

  it('adds up: meter types to each total, groups to the company, companies to the country', () => {
    for (const m of months) {
      const rows = retroactiveMeterCounts(noise, m, readers);
      for (const r of rows) expect(r.threeTimedMeterCount + r.singleTimedMeterCount + r.hourlyTimedMeterCount).toBe(r.total);
      expect(rows.reduce((s, r) => s + r.total, 0)).toBe(correctedMeters(noise, m));
      const byCompany = new Map<number, number>();
      for (const r of rows) byCompany.set(r.distributionId, (byCompany.get(r.distributionId) ?? 0) + r.total);
      // İstanbul's two sides read more meters than the one-province company of Kayseri.
      expect(byCompany.get(14)!).toBeGreaterThan(byCompany.get(18)!);
    }
  });

  it('corrects around 0.15 % of the eligible meters: tens of thousands a month, mostly households', () => {
    const n = correctedMeters(noise, months[1]!);
    expect(n).toBeGreaterThan(45_000);
    expect(n).toBeLessThan(95_000);
    const rows = retroactiveMeterCounts(noise, months[1]!, readers);
    const households = rows.filter((r) => r.subscriberProfileGroupName === 'Mesken').reduce((s, r) => s + r.total, 0);
    expect(households / n).toBeGreaterThan(0.6);
  });
});
