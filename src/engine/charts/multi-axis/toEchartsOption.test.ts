import { describe, expect, it } from 'vitest';
import { fixtures, withChanges } from '../../testing/reportFixtures';
import { mcpDay } from '../../testing/reportRows';
import { toEchartsOption } from './toEchartsOption';

// Tests read deep into ECharts options, whose union types would need a cast at every step.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOption = Record<string, any>;

describe('multiAxis toEchartsOption', () => {
  it('gives every unit its own y axis: left, right, then further out', () => {
    const descriptor = withChanges(fixtures.mcp, (page) => {
      page.chart = { type: 'multiAxis', x: 'date', series: ['price', 'priceUsd', 'priceEur'] };
    });
    const option = toEchartsOption({ descriptor, rows: mcpDay, locale: 'en', theme: 'light' }) as AnyOption;
    expect(option.yAxis.map((a: AnyOption) => [a.name, a.position, a.offset])).toEqual([
      ['TL/MWh', 'left', undefined],
      ['USD/MWh', 'right', undefined],
      ['EUR/MWh', 'left', 64],
    ]);
    expect(option.series.map((s: AnyOption) => s.yAxisIndex)).toEqual([0, 1, 2]);
    // Room on the left for the second left-hand axis.
    expect(option.grid.left).toBe(72);
  });
});
