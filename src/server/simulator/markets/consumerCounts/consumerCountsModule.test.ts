import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED, simulateWorld, type SimRow } from '../../simulateWorld';
import { CONSUMER_COUNT_DATASETS as D, consumerCountsModule } from './consumerCountsModule';
import { bandOf } from './profileCoefficients';

// February 2025 and the first day of March, as the world builds them (with the reporting service's meter counts).
const world = simulateWorld({ seed: DEFAULT_SEED, startDay: '2025-02-01', endDay: '2025-03-01' });
const rows = (id: string): SimRow[] => world.datasets[id] ?? [];
const n = (row: SimRow, key: string) => Number(row[key]);
const sum = (list: readonly SimRow[], key: string) => list.reduce((s, r) => s + n(r, key), 0);

describe('consumer counts module', () => {
  it('keeps to the row budget', () => {
    // the monthly counts of one month spread over its days, and the hourly coefficients of a day
    const february = Date.UTC(2025, 1, 1);
    const monthly = consumerCountsModule.datasets.filter((id) => id !== D.multipleFactor)
      .reduce((s, id) => s + rows(id).filter((r) => r.ts === february).length, 0);
    expect(monthly / 28 + rows(D.multipleFactor).length / 29).toBeLessThan(330);
  });

  it('publishes counts that agree with each other and with the eligible meters of the reporting service', () => {
    const months = rows('reporting.eligible-meter-counts');
    expect(months).toHaveLength(2);
    for (const month of months) {
      const groups = rows(D.subscriberCounts).filter((r) => r.ts === month.ts);
      expect(groups).toHaveLength(6);
      // every meter = eligible + not eligible subscribers = the meters of eligible-consumer-and-meter-increases
      const meters = rows(D.meterCount).filter((r) => r.ts === month.ts);
      expect(meters).toHaveLength(1);
      expect(n(meters[0]!, 'meterQuantity')).toBe(sum(groups, 'stAdedi') + sum(groups, 'stOlmayanAboneAdedi'));
      expect(n(meters[0]!, 'meterQuantity')).toBe(n(month, 'sayacAdedi'));
      // districts add up to each group's national count
      const districts = rows(D.districtCounts).filter((r) => r.ts === month.ts);
      for (const group of groups) {
        expect(sum(districts.filter((r) => r.customerProfileGroup === group.profilAboneGrup), 'eligibleCount')).toBe(n(group, 'stAdedi'));
      }
      // and each province's districts to the eligible consumers consumer-quantity publishes for it (using + not using the right)
      const published = rows('consumption.consumer-quantity').filter((r) => r.ts === month.ts);
      expect(published.length).toBeGreaterThan(0);
      for (const cell of published) {
        const mine = districts.filter((r) => r.provinceId === cell.provinceId && r.customerProfileGroup === cell.consumerSector);
        expect(sum(mine, 'eligibleCount')).toBe(n(cell, 'serbestTuketiciSayisi') + n(cell, 'stHakkiKullanmayanAboneSayisi'));
      }
      expect(rows(D.monthlyIndex).filter((r) => r.ts === month.ts)).toHaveLength(5);
    }
  });

  it('stores profile coefficients that add up to 1 over February (three-rate: per band)', () => {
    const february = rows(D.multipleFactor).filter((r) => new Date(Number(r.ts)).getUTCMonth() === 1);
    expect(february).toHaveLength(28 * 24 * 2 * 5);
    for (let group = 1; group <= 5; group++) {
      const single = february.filter((r) => r.subscriberProfileGroup === group && r.meterReadingType === 1);
      expect(sum(single, 'multiplier')).toBeCloseTo(1, 5);
      const three = february.filter((r) => r.subscriberProfileGroup === group && r.meterReadingType === 2);
      for (const band of ['day', 'peak', 'night']) {
        expect(sum(three.filter((r) => bandOf(new Date(Number(r.ts)).getUTCHours()) === band), 'multiplier')).toBeCloseTo(1, 5);
      }
    }
  });
});
