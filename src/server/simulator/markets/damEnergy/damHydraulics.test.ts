import { describe, expect, it } from 'vitest';
import { calendarDay, parseDay } from '../../calendar';
import { DAMS, damLevel } from '../../dams';
import { damVolume } from '../../damVolumes';
import { createNoise } from '../../noise';
import { PROVINCES } from '../../turkishPlaces';
import { damHydraulics, headAt, powerOf, waterEnergyProvision } from './damHydraulics';

const noise = createNoise(20240101);

describe('dam hydraulics', () => {
  it('place every dam in a real province, with its turbines below its lowest operating level', () => {
    for (const dam of DAMS) {
      const h = damHydraulics(dam);
      expect(PROVINCES).toContain(h.cityName);
      expect(h.tailwaterKot).toBeLessThan(dam.minKot);
      // the design flow at the rated head gives exactly the installed power
      expect(powerOf(h.designFlow, headAt(dam, dam.maxKot))).toBeCloseTo(dam.installedCapacity, 6);
    }
  });

  it('give more stored energy for more stored water, nothing for an empty active storage', () => {
    for (const dam of DAMS) {
      let previous = -1;
      for (let i = 0; i <= 20; i++) {
        const kot = dam.minKot + ((dam.maxKot - dam.minKot) * i) / 20;
        const energy = waterEnergyProvision(dam, kot, damVolume(dam, kot).activeVolume);
        expect(energy).toBeGreaterThanOrEqual(previous);
        previous = energy;
      }
      expect(waterEnergyProvision(dam, dam.minKot, 0)).toBe(0);
      expect(previous).toBeGreaterThan(0);
    }
  });

  it('stay within the real range of the operator\'s snapshot of 18 November 2025', () => {
    // Real: ERMENEK 492.88 GWh (the largest), ALTINKAYA 240.57, BOYABAT 187.27, SARIYAR 88.97, KILIÇKAYA 85.83;
    // the 36 dams the registry shares with the snapshot held 1,744 GWh.
    const cal = calendarDay(parseDay('2025-11-18'));
    const energy = new Map(DAMS.map((dam) => {
      const kot = damLevel(noise, dam, cal);
      return [dam.name, waterEnergyProvision(dam, kot, damVolume(dam, kot).activeVolume)];
    }));
    expect(energy.get('ERMENEK')).toBeGreaterThan(300);
    expect(energy.get('ERMENEK')).toBeLessThan(750);
    expect(energy.get('ALTINKAYA')).toBeGreaterThan(120);
    expect(energy.get('ALTINKAYA')).toBeLessThan(400);
    for (const [name, gwh] of energy) {
      expect(gwh, name).toBeGreaterThanOrEqual(0);
      expect(gwh, name).toBeLessThan(1000);
    }
    const total = [...energy.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(1_500);
    expect(total).toBeLessThan(5_000);
  });
});
