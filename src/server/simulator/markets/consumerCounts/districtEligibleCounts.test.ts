import { describe, expect, it } from 'vitest';
import { createNoise } from '../../noise';
import { DISTRICTS } from '../../provinces';
import { CONSUMER_SECTORS } from '../consumptionMetering/consumerSectors';
import { monthIndex } from '../marketReports/eligibleMeterCounts';
import { districtEligibleCounts } from './districtEligibleCounts';
import { provinceSectorCounts, subscriberCounts } from './subscriberCounts';

const noise = createNoise(20240101);

describe('eligible consumers by province and district', () => {
  for (const index of [monthIndex(2024, 1), monthIndex(2025, 7), monthIndex(2026, 11)]) {
    it(`add up to each province's and each sector's count (month ${index})`, () => {
      const cells = provinceSectorCounts(noise, index);
      const rows = districtEligibleCounts(noise, index, cells);
      expect(rows.length).toBeGreaterThan(DISTRICTS.length * (CONSUMER_SECTORS.length - 2));
      expect(rows.length).toBeLessThanOrEqual(DISTRICTS.length * CONSUMER_SECTORS.length);
      expect(rows.every((r) => r.eligibleCount > 0)).toBe(true);
      for (const cell of cells) {
        const mine = rows.filter((r) => r.provinceId === cell.provinceId && r.customerProfileGroup === cell.consumerSector);
        expect(mine.reduce((s, r) => s + r.eligibleCount, 0)).toBe(cell.eligible);
      }
      for (const group of subscriberCounts(cells)) {
        expect(rows.filter((r) => r.customerProfileGroup === group.profilAboneGrup).reduce((s, r) => s + r.eligibleCount, 0)).toBe(group.stAdedi);
      }
    });
  }

  it('give big cities far more households than small provinces, and industry to the industrial districts', () => {
    const index = monthIndex(2025, 1);
    const rows = districtEligibleCounts(noise, index, provinceSectorCounts(noise, index));
    const province = (name: string, group: string) => rows.filter((r) => r.provinceName === name && r.customerProfileGroup === group).reduce((s, r) => s + r.eligibleCount, 0);
    expect(province('İstanbul', 'Mesken')).toBeGreaterThan(10 * province('Bayburt', 'Mesken'));
    const shareOfKocaeli = (group: string) => rows.find((r) => r.provinceName === 'Kocaeli' && r.districtName === 'Gebze' && r.customerProfileGroup === group)!.eligibleCount
      / province('Kocaeli', group);
    expect(shareOfKocaeli('Sanayi')).toBeGreaterThan(1.5 * shareOfKocaeli('Mesken'));
  });
});
