import { describe, expect, it } from 'vitest';
import { MS_PER_HOUR } from './calendar';
import { createNoise } from './noise';
import { contractName, intradayContracts, intradayHour } from './intraday';

const ts = Date.UTC(2024, 6, 29, 13); // 2024-07-29 13:00 Istanbul wall clock
const x = ts / MS_PER_HOUR;

describe('intraday contracts', () => {
  it('names hourly contracts PHyymmddhh and 4-hour blocks PByymmddhh-04', () => {
    expect(contractName(ts)).toBe('PH24072913');
    expect(contractName(Date.UTC(2024, 6, 29, 12), 4)).toBe('PB24072912-04');
    expect(contractName(Date.UTC(2026, 0, 5, 0))).toBe('PH26010500');
  });

  it('opens a block contract only at the start of each 4-hour block', () => {
    expect(intradayContracts(x, ts).map((c) => c.kontratAd)).toEqual(['PH24072913']);
    const noon = Date.UTC(2024, 6, 29, 12);
    expect(intradayContracts(noon / MS_PER_HOUR, noon).map((c) => [c.kontratAd, c.kontratTur])).toEqual([['PH24072912', 1], ['PB24072912-04', 2]]);
  });

  it('never trades above the cap or below zero, even around a capped or zero MCP', () => {
    const noise = createNoise(7);
    for (let i = 0; i < 500; i++) {
      const capped = intradayHour(noise, x + i, ts, 3000, 3000, 1, 40_000, 0.2);
      expect(capped.maxMatchingPrice).toBeLessThanOrEqual(3000);
      const zero = intradayHour(noise, x + i, ts, 0, 3000, 2, 30_000, 0.5);
      expect(zero.wap).toBeGreaterThan(0);
      expect(zero.minMatchingPrice).toBeGreaterThanOrEqual(0);
    }
  });
});
