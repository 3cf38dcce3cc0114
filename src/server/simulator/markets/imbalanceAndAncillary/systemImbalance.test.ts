import { describe, expect, it } from 'vitest';
import { balancingHour } from '../../balancing';
import { balancingInstructions } from '../../balancingInstructions';
import { createNoise } from '../../noise';
import { netImbalance, systemImbalance } from './systemImbalance';

describe('system imbalance of an hour', () => {
  const noise = createNoise(7);
  const hours = Array.from({ length: 6000 }, (_, k) => {
    const x = 470_000 + k;
    const mcp = [0, 900, 2400, 3000][k % 4]!;
    const consumption = 28_000 + 12_000 * noise.uniform(99, k);
    const b = balancingHour(noise, x, k % 24, mcp, 3400);
    const orders = balancingInstructions(noise, x, mcp, b.systemMarginalPrice, b.smpDirectionId, consumption);
    return { direction: b.smpDirectionId, orders, consumption, q: systemImbalance(noise, x, orders, consumption) };
  });

  it('nets negative in every deficit hour and positive in every surplus hour', () => {
    const seen = new Set<number>();
    for (const { direction, q, consumption } of hours) {
      seen.add(direction);
      const net = netImbalance(q);
      if (direction === 1) expect(net).toBeLessThan(0);
      if (direction === 2) expect(net).toBeGreaterThan(0);
      // Balanced: only the small remainder of the instructions, either way.
      if (direction === 3) expect(Math.abs(net)).toBeLessThanOrEqual(0.002 * consumption);
    }
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });

  it('nets exactly what the 0-coded instructions offset, with the opposite sign', () => {
    for (const { orders, q } of hours) {
      expect(netImbalance(q)).toBeCloseTo(orders.downRegulationZeroCoded - orders.upRegulationZeroCoded, 9);
    }
  });

  it('keeps the positive side ≥ 0, the negative side ≤ 0, each a few percent of consumption', () => {
    for (const { q, consumption } of hours) {
      expect(q.positiveImbalance).toBeGreaterThanOrEqual(0.025 * consumption - 0.1);
      expect(q.negativeImbalance).toBeLessThanOrEqual(-0.025 * consumption + 0.1);
      expect(Math.max(q.positiveImbalance, -q.negativeImbalance)).toBeLessThan(0.12 * consumption);
    }
  });
});
