import { describe, expect, it } from 'vitest';
import type { DayMarketSources } from './dayMarketSources';
import { physicalVolumeRow } from './physicalMarketVolumes';

/** A day whose parts, added as floats, would miss the total by a rounding error (0.1 + 0.2 ≠ 0.3). */
const SAMPLE_DAY: DayMarketSources = {
  day: 19905, bilateral: 570105.79, publicBilateral: 157990.6, dayAhead: 355581.1, balancing: 40328.2, intraday: 47919.3, futures: 0.1,
  imbalance: 31022.4, zeroBalance: -1_234_567.891, injection: 990_000.55, withdrawal: 1_080_000.45,
};

describe('physical market volumes of a day', () => {
  it('splits the bilateral volume into the public part and the private rest', () => {
    const row = physicalVolumeRow(SAMPLE_DAY);
    expect(row.iaHacmi).toBe(570105.79);
    expect(row.iaKamu).toBe(157990.6);
    expect(row.iaOzel).toBe(412115.19);
  });

  it('gives a total that is the sum of the five markets to the cent', () => {
    const row = physicalVolumeRow(SAMPLE_DAY);
    expect(row.toplamHacim).toBe(1013934.49);
    expect(Math.round(row.toplamHacim * 100)).toBe(
      [row.iaHacmi, row.gopHacmi, row.dgpHacmi, row.gipHacmi, row.vepHacmi].reduce((s, v) => s + Math.round(v * 100), 0),
    );
  });

  it('keeps a day without a futures session at zero futures volume', () => {
    const row = physicalVolumeRow({ ...SAMPLE_DAY, futures: 0 });
    expect(row.vepHacmi).toBe(0);
    expect(row.toplamHacim).toBe(1013934.39);
  });
});
