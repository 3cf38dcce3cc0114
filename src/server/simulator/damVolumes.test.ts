import { describe, expect, it } from 'vitest';
import { DAMS } from './dams';
import { damStorage, damVolume } from './damVolumes';

describe('damVolume', () => {
  it('is empty at the minimum operating level and full at the maximum, for every dam', () => {
    for (const dam of DAMS) {
      const low = damVolume(dam, dam.minKot);
      const high = damVolume(dam, dam.maxKot);
      expect(low.activeVolume, dam.name).toBe(0);
      expect(low.volume, dam.name).toBe(low.minVolume);
      expect(high.activeFullnessAmount, dam.name).toBe(100);
      expect(high.volume, dam.name).toBe(high.maxVolume);
      expect(high.activeVolume, dam.name).toBe(damStorage(dam).activeCapacity);
    }
  });

  it('holds less than half of the active water at mid level, since a reservoir widens upwards', () => {
    for (const dam of DAMS) {
      const mid = damVolume(dam, (dam.minKot + dam.maxKot) / 2);
      expect(mid.activeFullnessAmount, dam.name).toBeGreaterThan(25);
      expect(mid.activeFullnessAmount, dam.name).toBeLessThan(50);
    }
  });
});
