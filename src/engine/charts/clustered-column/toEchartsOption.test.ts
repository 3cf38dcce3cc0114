import { describe, expect, it } from 'vitest';
import { fixtures, withChanges } from '../../testing/reportFixtures';
import { mcpDay } from '../../testing/reportRows';
import { toEchartsOption } from './toEchartsOption';

// Tests read deep into ECharts options, whose union types would need a cast at every step.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOption = Record<string, any>;

describe('clusteredColumn toEchartsOption', () => {
  it('puts the series of one hour side by side, none stacked, with whole first and last columns', () => {
    const descriptor = withChanges(fixtures.mcp, (page) => {
      page.chart = { type: 'clusteredColumn', x: 'date', series: ['priceUsd', 'priceEur'] };
    });
    const option = toEchartsOption({ descriptor, rows: mcpDay, locale: 'en', theme: 'light' }) as AnyOption;
    expect(option.series.map((s: AnyOption) => s.type)).toEqual(['bar', 'bar']);
    for (const s of option.series) {
      expect(s.stack).toBeUndefined();
      expect(s.barGap).toBe('10%');
    }
    // Half an hour of room at each end of a 23-hour axis: about 2.2 %, as an array, never a boolean.
    expect(option.xAxis.boundaryGap).toHaveLength(2);
    expect(parseFloat(option.xAxis.boundaryGap[0])).toBeCloseTo(50 / 23, 3);
  });
});
