import { describe, expect, it } from 'vitest';
import { DAMS } from '../../dams';
import { DEFAULT_SEED, simulateWorld, type SimRow } from '../../simulateWorld';
import { DAM_ENERGY_DATASETS as D } from './damEnergyModule';
import { damHydraulics, headAt, powerOf, waterEnergyProvision } from './damHydraulics';

const world = simulateWorld({ seed: DEFAULT_SEED, startDay: '2025-03-01', endDay: '2025-03-10' });
const rows = (id: string): SimRow[] => world.datasets[id] ?? [];
const key = (r: SimRow) => `${r.ts}/${r.damId}`;
const volumes = new Map(rows('dams.daily-volume').map((r) => [key(r), r]));
const kots = new Map(rows('dams.daily-kot').map((r) => [key(r), Number(r.dailyKot)]));
const byId = new Map(DAMS.map((d) => [d.id, d]));

describe('dam energy module', () => {
  it('gives every dam of the registry a flow and an energy row every day', () => {
    expect(rows(D.flowRate)).toHaveLength(10 * DAMS.length);
    expect(rows(D.energyProvision)).toHaveLength(10 * DAMS.length);
  });

  it('never turns the day\'s flow at the day\'s head into more power than the dam has installed', () => {
    for (const row of rows(D.flowRate)) {
      const dam = byId.get(Number(row.damId))!;
      expect(row.installedPower).toBe(dam.installedCapacity);
      expect(row.cityName).toBe(damHydraulics(dam).cityName);
      expect(row.id).toBe(volumes.get(key(row))!.id);
      expect(powerOf(Number(row.unitFlowRate), headAt(dam, kots.get(key(row))!))).toBeLessThanOrEqual(dam.installedCapacity);
    }
  });

  it('reads the energy provision from the same active volume and level the other dam pages show', () => {
    for (const row of rows(D.energyProvision)) {
      const dam = byId.get(Number(row.damId))!;
      const volume = volumes.get(key(row))!;
      expect(row.energyGeneration).toBe(waterEnergyProvision(dam, kots.get(key(row))!, Number(volume.activeVolume)));
    }
    // within each dam, more active water means more stored energy
    for (const dam of DAMS) {
      const mine = rows(D.energyProvision).filter((r) => r.damId === dam.id)
        .map((r) => [Number(volumes.get(key(r))!.activeVolume), Number(r.energyGeneration)] as const).sort((a, b) => a[0] - b[0]);
      for (let i = 1; i < mine.length; i++) expect(mine[i]![1]).toBeGreaterThanOrEqual(mine[i - 1]![1]);
    }
  });
});
