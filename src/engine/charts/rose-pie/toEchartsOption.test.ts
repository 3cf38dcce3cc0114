import { describe, expect, it } from 'vitest';
import { fixtures } from '../../testing/reportFixtures';
import { generationDay } from '../../testing/reportRows';
import { toEchartsOption } from './toEchartsOption';

// Tests read deep into ECharts options, whose union types would need a cast at every step.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOption = Record<string, any>;

describe('rosePie toEchartsOption', () => {
  it('draws slices whose length follows their value', () => {
    const option = toEchartsOption({ descriptor: fixtures.realtimeGeneration, rows: generationDay, locale: 'en', theme: 'light' }) as AnyOption;
    expect(option.series[0]).toMatchObject({ type: 'pie', roseType: 'radius' });
  });
});
