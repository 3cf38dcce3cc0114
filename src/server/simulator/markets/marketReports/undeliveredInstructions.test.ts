import { describe, expect, it } from 'vitest';
import { balancingInstructions } from '../../balancingInstructions';
import { createNoise } from '../../noise';
import { undeliveredInstructions } from './undeliveredInstructions';

describe('undeliveredInstructions', () => {
  it('is instructed minus delivered on each side, never negative, a few per cent at most', () => {
    const noise = createNoise(7);
    for (let x = 0; x < 500; x++) {
      const o = balancingInstructions(noise, x, 2500, 2500 + (x % 7) * 150, ((x % 3) + 1) as 1 | 2 | 3, 38_000);
      const u = undeliveredInstructions(o);
      const up = o.upRegulationZeroCoded + o.upRegulationOneCoded + o.upRegulationTwoCoded;
      const down = o.downRegulationZeroCoded + o.downRegulationOneCoded + o.downRegulationTwoCoded;
      expect(u.yalTeslimEdilmeyen).toBeCloseTo(up - o.upRegulationDelivered, 6);
      expect(u.yatTeslimEdilmeyen).toBeCloseTo(down - o.downRegulationDelivered, 6);
      expect(u.yalTeslimEdilmeyen).toBeGreaterThanOrEqual(0);
      expect(u.yatTeslimEdilmeyen).toBeGreaterThanOrEqual(0);
      expect(u.yalTeslimEdilmeyen).toBeLessThanOrEqual(0.031 * up + 0.1);
    }
  });
});
