import { describe, expect, it } from 'vitest';
import { createNoise } from '../../noise';
import { DEFAULT_SEED } from '../../simulateWorld';
import { capacityAuction } from './capacityAuction';

const noise = createNoise(DEFAULT_SEED);

describe('capacity auction', () => {
  it('allocates min(requested, offered) and prices capacity only when it is short', () => {
    for (let key = 0; key < 400; key++) {
      const need = key % 7 === 0 ? 0 : 50 + key;
      const offered = (key * 37) % 500;
      const a = capacityAuction(noise, key, need, offered, 60);
      expect(a.requestedCapacity).toBeGreaterThanOrEqual(need);
      expect(a.allocatedCapacity).toBe(Math.min(a.requestedCapacity, offered));
      expect(a.clearencePrice > 0).toBe(a.requestedCapacity > offered && offered > 0);
      expect(a.winnerCount).toBeLessThanOrEqual(a.participantCount);
      expect(a.bidCount).toBeGreaterThanOrEqual(a.participantCount);
    }
  });

  it('clears higher the scarcer the capacity', () => {
    let scarce = 0;
    let tight = 0;
    for (let key = 0; key < 200; key++) {
      scarce += capacityAuction(noise, key, 400, 100, 60).clearencePrice;
      tight += capacityAuction(noise, key, 400, 420, 60).clearencePrice;
    }
    expect(scarce).toBeGreaterThan(2 * tight);
  });
});
