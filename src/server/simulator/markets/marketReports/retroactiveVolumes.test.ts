import { describe, expect, it } from 'vitest';
import { createNoise } from '../../noise';
import { DEFAULT_SEED } from '../../simulateWorld';
import { monthIndex } from './eligibleMeterCounts';
import { meterReaders } from './meterReaders';
import { retroactiveVolumes } from './retroactiveVolumes';
import { VOLUME_PROFILE_GROUPS } from './subscriberProfileGroups';

const noise = createNoise(DEFAULT_SEED);
const readers = meterReaders(DEFAULT_SEED);
// A July: 27 TWh consumed, 1.4 TWh of licence-exempt solar.
const energy = { consumption: 27_000_000, embeddedSolar: 1_400_000, meanMcp: 2500 };
const rows = retroactiveVolumes(noise, monthIndex(2024, 7), energy, readers);

describe('retroactiveVolumes', () => {
  it('has a row per meter reader (distribution companies and industrial zones) and profile group', () => {
    expect(rows).toHaveLength(readers.length * VOLUME_PROFILE_GROUPS.length);
    expect(readers.filter((r) => r.distributionId === null).length).toBeGreaterThan(10);
    expect(new Set(readers.map((r) => r.meterReadOrgId)).size).toBe(readers.length);
  });

  it('corrects about 0.2 % of the consumption each way, and injections only of licence-exempt generators', () => {
    const up = rows.reduce((s, r) => s + r.cekisArtis, 0);
    const down = rows.reduce((s, r) => s + r.cekisAzalis, 0);
    for (const total of [up, down]) {
      expect(total / energy.consumption).toBeGreaterThan(0.0015);
      expect(total / energy.consumption).toBeLessThan(0.0025);
    }
    for (const r of rows) {
      if (r.subscriberProfileGroup !== 'Lisanssız Üretim') expect([r.verisArtis, r.verisAzalis]).toEqual([0, 0]);
      expect(Math.min(r.cekisArtis, r.cekisAzalis, r.verisArtis, r.verisAzalis)).toBeGreaterThanOrEqual(0);
    }
    expect(rows.filter((r) => r.subscriberProfileGroup === 'Lisanssız Üretim').every((r) => r.verisArtis > 0)).toBe(true);
  });

  it('is the same for the same month, whatever else was simulated', () => {
    expect(retroactiveVolumes(createNoise(DEFAULT_SEED), monthIndex(2024, 7), energy, meterReaders(DEFAULT_SEED))).toEqual(rows);
  });
});
