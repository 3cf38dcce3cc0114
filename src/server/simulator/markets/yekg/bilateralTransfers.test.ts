import { describe, expect, it } from 'vitest';
import { createNoise } from '../../noise';
import { CERTIFICATE_SOURCES } from './certificateSources';
import { bilateralTransfers } from './bilateralTransfers';

describe('YEK-G bilateral transfers', () => {
  it('moves 8–16 % of each source\'s certified generation of the day, in whole certificates', () => {
    const noise = createNoise(5);
    const generation = { wind: 80_000, solar: 30_000, hydroPower: 150_000, geothermal: 28_000, biomass: 20_000 };
    for (let day = 19_700; day < 19_900; day++) {
      const moved = bilateralTransfers(noise, day, generation);
      for (const s of CERTIFICATE_SOURCES) {
        expect(Number.isInteger(moved[s])).toBe(true);
        expect(moved[s]).toBeGreaterThanOrEqual(Math.floor(0.08 * generation[s]));
        expect(moved[s]).toBeLessThanOrEqual(Math.ceil(0.16 * generation[s]));
      }
    }
  });
});
