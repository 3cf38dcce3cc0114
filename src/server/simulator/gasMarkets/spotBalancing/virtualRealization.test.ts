import { describe, expect, it } from 'vitest';
import { parseDay } from '../../calendar';
import { createNoise } from '../../noise';
import { simulateGasDay } from '../../simulateGasMarket';
import { DEFAULT_SEED } from '../../simulateWorld';
import { balancingActions } from './balancingActions';
import { linePackChangeOf, systemImbalanceDay } from './systemImbalance';
import { virtualRealization } from './virtualRealization';

const noise = createNoise(DEFAULT_SEED);

describe('virtualRealization', () => {
  it('differs between entry and exit by the operator\'s net sale, which closes the shippers\' balance with the physical flow', () => {
    for (let day = parseDay('2025-01-01'); day < parseDay('2025-03-01'); day++) {
      const g = simulateGasDay(noise, day);
      const s = systemImbalanceDay(noise, g);
      const v = virtualRealization(g, balancingActions(noise, g, s.netPurchaseLots));
      expect(v.virtualEntry - v.virtualExit + 1000 * s.netPurchaseLots).toBe(0);
      expect(linePackChangeOf(g) + v.virtualEntry - v.virtualExit).toBe(s.shippersNet);
      expect(Math.min(v.virtualEntry, v.virtualExit)).toBeGreaterThanOrEqual(g.system.dayAheadAmount + g.system.dayEndAmount + g.system.transfer);
    }
  });
});
