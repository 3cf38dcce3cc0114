import { describe, expect, it } from 'vitest';
import { fixtures } from '../../testing/reportFixtures';
import { generationDay } from '../../testing/reportRows';
import { toEchartsOption } from './toEchartsOption';

// Tests read deep into ECharts options, whose union types would need a cast at every step.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOption = Record<string, any>;

describe('donut toEchartsOption', () => {
  it('is a ring: a pie with an inner radius and equal-angle slices by share', () => {
    const option = toEchartsOption({ descriptor: fixtures.realtimeGeneration, rows: generationDay, locale: 'en', theme: 'light' }) as AnyOption;
    expect(option.series[0].type).toBe('pie');
    expect(parseFloat(option.series[0].radius[0])).toBeGreaterThan(0);
    expect(option.series[0].roseType).toBeUndefined();
  });
});
