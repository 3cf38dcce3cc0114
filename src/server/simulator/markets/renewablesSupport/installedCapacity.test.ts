// YEKDEM's installed capacity of a month: the old (up to the cut-off) and new lists by source add up to the
// year's participant list, and every plant counted is one of its plants.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED } from '../../simulateWorld';
import { installedCapacityRow, type InstalledCapacityItem } from './installedCapacity';
import { participantRows } from './participants';
import { yekdemPlants } from './yekdemPlants';

const plants = yekdemPlants(DEFAULT_SEED);
const participants = participantRows(DEFAULT_SEED);
const total = (items: InstalledCapacityItem[], key: 'installedCapacity' | 'plantCount') => items.reduce((s, i) => s + i[key], 0);

describe('YEKDEM installed capacity', () => {
  it.each([2024, 2025, 2026])('old + new is the %i participant list, capacity and plant count', (year) => {
    const row = installedCapacityRow(plants, year);
    const old = JSON.parse(row.oldCapacities) as InstalledCapacityItem[];
    const fresh = JSON.parse(row.newCapacities) as InstalledCapacityItem[];
    const list = participants.filter((p) => p.year === year);
    expect(total(old, 'installedCapacity') + total(fresh, 'installedCapacity')).toBeCloseTo(list.reduce((s, p) => s + p.installedPower, 0), 1);
    expect(total(old, 'plantCount') + total(fresh, 'plantCount')).toBe(list.length);
    // Each source of the list appears in one of the two, with its facility type.
    const types = new Set([...old, ...fresh].map((i) => i.sourceType));
    expect(types).toEqual(new Set(list.map((p) => p.facilityType)));
  });

  it('has solar and wind, the largest sources, in both lists by 2026', () => {
    const row = installedCapacityRow(plants, 2026);
    for (const list of [row.oldCapacities, row.newCapacities]) {
      const types = (JSON.parse(list) as InstalledCapacityItem[]).slice(0, 3).map((i) => i.sourceType);
      expect(types.some((t) => t === 'GÜNEŞ' || t === 'RÜZGAR')).toBe(true);
    }
  });
});
