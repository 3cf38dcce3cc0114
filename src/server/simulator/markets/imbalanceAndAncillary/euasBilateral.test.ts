import { describe, expect, it } from 'vitest';
import { createNoise } from '../../noise';
import { euasContractAmount, euasShare } from './euasBilateral';

describe('EÜAŞ bilateral contracts with the authorised retailers', () => {
  const noise = createNoise(9);

  it('is a share of the day’s bilateral total, never above it', () => {
    for (let day = 19_700; day < 20_400; day++) {
      const hours = Array.from({ length: 24 }, (_, h) => 18_000 + 600 * Math.sin(h / 3) + (day % 13) * 40);
      const total = hours.reduce((a, b) => a + b, 0);
      const amount = euasContractAmount(noise, day * 24, hours);
      expect(amount).toBeLessThanOrEqual(total);
      expect(amount / total).toBeGreaterThanOrEqual(0.22 - 1e-6);
      expect(amount / total).toBeLessThanOrEqual(0.3 + 1e-6);
    }
  });

  it('moves its share slowly: next hour differs by well under a point', () => {
    for (let x = 470_000; x < 480_000; x++) expect(Math.abs(euasShare(noise, x + 1) - euasShare(noise, x))).toBeLessThan(0.002);
  });
});
