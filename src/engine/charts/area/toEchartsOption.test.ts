import { describe, expect, it } from 'vitest';
import { fixtures } from '../../testing/reportFixtures';
import { generationDay } from '../../testing/reportRows';
import { toEchartsOption } from './toEchartsOption';

// Tests read deep into ECharts options, whose union types would need a cast at every step.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOption = Record<string, any>;

describe('area toEchartsOption', () => {
  it('fills each series lightly down to the axis, unstacked, so overlapping areas stay readable', () => {
    const option = toEchartsOption({ descriptor: fixtures.realtimeGeneration, rows: generationDay, locale: 'en', theme: 'light' }) as AnyOption;
    for (const s of option.series) {
      expect(s).toMatchObject({ type: 'line', areaStyle: { opacity: 0.25 } });
      expect(s.stack).toBeUndefined();
    }
    expect(option.legend.icon).toBe('roundRect');
    // An area is read from zero: its axis does not zoom in on the range.
    expect(option.yAxis[0].scale).toBe(false);
    // A time axis takes no boolean gap (ECharts warns "boundaryGap boolean only for ordinal axis").
    expect(option.xAxis.boundaryGap).toBeUndefined();
  });
});
