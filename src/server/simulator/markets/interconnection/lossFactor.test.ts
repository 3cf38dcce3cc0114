import { describe, expect, it } from 'vitest';
import { createNoise } from '../../noise';
import { DEFAULT_SEED } from '../../simulateWorld';
import { lossFactorHour } from './lossFactor';

const noise = createNoise(DEFAULT_SEED);

describe('transmission loss factor', () => {
  it('is about 2 % at the mean load, higher at the peak than at night', () => {
    const at = (ratio: number) => Array.from({ length: 500 }, (_, x) => lossFactorHour(noise, x, 40_000 * ratio, 40_000).firstVersionValue).reduce((s, v) => s + v, 0) / 500;
    expect(at(1)).toBeGreaterThan(1.9);
    expect(at(1)).toBeLessThan(2.1);
    expect(at(1.15)).toBeGreaterThan(at(0.8) + 0.8);
  });

  it('moves (last − first) % of the hour\'s consumption between the versions', () => {
    for (let x = 0; x < 200; x++) {
      const r = lossFactorHour(noise, x, 35_000, 38_000);
      expect(Math.abs(r.difference - ((r.lastVersionValue - r.firstVersionValue) / 100) * 35_000)).toBeLessThanOrEqual(0.0051);
      expect(Math.abs(r.lastVersionValue - r.firstVersionValue)).toBeLessThan(0.25);
    }
  });
});
