import { describe, expect, it } from 'vitest';
import { createNoise } from '../../noise';
import { frequencyReserves } from './frequencyReserves';

describe('frequency reserves', () => {
  const noise = createNoise(5);
  const hours = Array.from({ length: 5000 }, (_, k) => {
    const mcp = [0, 1200, 2500, 3000][k % 4]!;
    return { mcp, r: frequencyReserves(noise, 470_000 + k, 0.8 + 0.4 * ((k % 24) / 23), mcp, 3400) };
  });

  it('procures a few hundred MW of primary and ≈ 800–1,200 MW of secondary reserve every hour', () => {
    for (const { r } of hours) {
      expect(r.primary.amount).toBeGreaterThanOrEqual(300);
      expect(r.primary.amount).toBeLessThanOrEqual(520);
      expect(r.secondary.amount).toBeGreaterThanOrEqual(780);
      expect(r.secondary.amount).toBeLessThanOrEqual(1200);
    }
  });

  it('prices both reserves as a share of the MCP, secondary above primary, never below 15 % of the cap', () => {
    for (const { mcp, r } of hours) {
      const valued = Math.max(mcp, 0.15 * 3400);
      expect(r.primary.price).toBeGreaterThanOrEqual(Math.floor(0.25 * valued * 100) / 100);
      expect(r.primary.price).toBeLessThanOrEqual(Math.ceil(0.4 * valued * 100) / 100);
      expect(r.secondary.price).toBeGreaterThanOrEqual(Math.floor(0.45 * valued * 100) / 100);
      expect(r.secondary.price).toBeLessThanOrEqual(Math.ceil(0.65 * valued * 100) / 100);
      expect(r.secondary.price).toBeGreaterThan(r.primary.price);
    }
  });

  it('holds more reserve in busy hours than in quiet ones', () => {
    const mean = (pick: (k: number) => boolean) => {
      const xs = hours.filter((_, k) => pick(k)).map((h) => h.r.secondary.amount);
      return xs.reduce((a, b) => a + b, 0) / xs.length;
    };
    expect(mean((k) => k % 24 > 18)).toBeGreaterThan(mean((k) => k % 24 < 5) + 100);
  });
});
