import { describe, expect, it } from 'vitest';
import { createNoise } from '../../noise';
import { DEFAULT_SEED } from '../../simulateWorld';
import { constrainedCities, dayCongestionCost, shareOverCities } from './congestionCost';

const noise = createNoise(DEFAULT_SEED);

describe('congestion cost', () => {
  it('prices up instructions above and down instructions below the reference', () => {
    const t = dayCongestionCost([{ upQuantity: 10, upAverage: 3000, downQuantity: 20, downAverage: 1000, mcp: 2500, smp: 2700 }]);
    expect(t).toEqual({ YAL: { PTF: 5000, SMF: 3000 }, YAT: { PTF: 30_000, SMF: 34_000 } });
  });

  it('shares a day\'s cost over 4–8 distinct cities to the kuruş', () => {
    for (let day = 19_000; day < 19_100; day++) {
      const cities = constrainedCities(noise, day);
      expect(cities.length).toBeGreaterThanOrEqual(4);
      expect(cities.length).toBeLessThanOrEqual(8);
      expect(new Set(cities.map((c) => c.name)).size).toBe(cities.length);
      for (const total of [1_234_567.89, -4321.07]) {
        const parts = shareOverCities(total, cities);
        expect(Math.round(parts.reduce((s, p) => s + p, 0) * 100)).toBe(Math.round(total * 100));
      }
    }
  });
});
