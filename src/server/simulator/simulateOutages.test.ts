import { describe, expect, it } from 'vitest';
import { parseDay } from './calendar';
import { createNoise } from './noise';
import { simulateOutages } from './simulateOutages';
import { DEFAULT_SEED } from './simulateWorld';

describe('simulateOutages', () => {
  it('gives the rows of 1–10 March 2024 exactly as a January–April run has them for those days', () => {
    const noise = createNoise(DEFAULT_SEED);
    const long = simulateOutages(noise, DEFAULT_SEED, parseDay('2024-01-01'), parseDay('2024-04-30'));
    const short = simulateOutages(noise, DEFAULT_SEED, parseDay('2024-03-01'), parseDay('2024-03-10'));
    const from = Date.UTC(2024, 2, 1);
    const to = Date.UTC(2024, 2, 11);
    for (const id of ['umm.messages', 'consumption.planned-outages', 'consumption.unplanned-outages']) {
      expect(short[id]!.length, id).toBeGreaterThan(20);
      expect(short[id], id).toEqual(long[id]!.filter((r) => Number(r.ts) >= from && Number(r.ts) < to));
    }
    expect(short['registry.umm-message-types']).toEqual(long['registry.umm-message-types']);
    expect(short['registry.umm-regions']).toEqual([{ regionId: 1, regionShortName: 'TR1' }]);
  });
});
