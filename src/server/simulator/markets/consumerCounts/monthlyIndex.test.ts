import { describe, expect, it } from 'vitest';
import type { ElectricityDay } from '../../electricityDay';
import { createNoise } from '../../noise';
import { simulateMonthDays } from '../../simulateMonthDays';
import { MAIN_TARIFF_GROUPS } from '../consumptionMetering/consumerSectors';
import { monthlyIndex, profileWeightedPrice, INDEX_TARIFF_GROUPS } from './monthlyIndex';

const noise = createNoise(20240101);
const month = (key: string): ElectricityDay[] => simulateMonthDays(noise, key);
const base = month('2024-01-01');
const later = month('2025-08-01');

describe('monthly supply-cost index', () => {
  it('stands at 100 in January 2024 for every group, with the YEKDEM charge only on the upper index', () => {
    const rows = monthlyIndex(noise, base, base, 250);
    expect(rows.map((r) => r.groupId)).toEqual(MAIN_TARIFF_GROUPS.map((g) => g.id));
    expect(rows.map((r) => r.mainTariffGroupName)).toEqual(MAIN_TARIFF_GROUPS.map((g) => g.name));
    for (const row of rows) {
      expect(row.subIndex).toBe(100);
      expect(row.topIndex).toBeGreaterThan(100);
    }
    // a YEKDEM refund lowers no index
    for (const row of monthlyIndex(noise, later, base, -400)) expect(row.topIndex).toBe(row.subIndex);
  });

  it('moves with the profile-weighted day-ahead price of the month', () => {
    for (const [i, row] of monthlyIndex(noise, later, base, 300).entries()) {
      const { profile } = INDEX_TARIFF_GROUPS[i]!;
      const ratio = profileWeightedPrice(noise, later, profile) / profileWeightedPrice(noise, base, profile);
      expect(row.subIndex).toBeCloseTo(100 * ratio, 1);
      expect(row.topIndex).toBeGreaterThan(row.subIndex);
    }
  });

  it('charges households, who consume in the evening, more per MWh than the flat average and than irrigation', () => {
    const flat = later.reduce((s, e) => s + e.price.reduce((a, b) => a + b, 0), 0) / (later.length * 24);
    const households = INDEX_TARIFF_GROUPS.find((g) => g.mainTariffGroupName === 'Mesken')!.profile;
    const irrigation = INDEX_TARIFF_GROUPS.find((g) => g.mainTariffGroupName === 'Tarımsal Faaliyetler')!.profile;
    // evening hours are the expensive ones of the duck curve; irrigation pumps at the cheap solar noon
    expect(profileWeightedPrice(noise, later, households)).toBeGreaterThan(flat);
    expect(profileWeightedPrice(noise, later, irrigation)).toBeLessThan(profileWeightedPrice(noise, later, households));
  });
});
