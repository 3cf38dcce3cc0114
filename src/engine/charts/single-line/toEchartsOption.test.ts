import { describe, expect, it } from 'vitest';
import { fixtures, withChanges } from '../../testing/reportFixtures';
import { mcpDay } from '../../testing/reportRows';
import { toEchartsOption } from './toEchartsOption';

// Tests read deep into ECharts options, whose union types would need a cast at every step.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOption = Record<string, any>;

describe('singleLine toEchartsOption', () => {
  it('draws only the first series, on one axis of its unit', () => {
    const descriptor = withChanges(fixtures.mcp, (page) => {
      page.chart = { type: 'singleLine', x: 'date', series: ['price', 'priceUsd', 'priceEur'] };
    });
    const option = toEchartsOption({ descriptor, rows: mcpDay, locale: 'tr', theme: 'light' }) as AnyOption;
    expect(option.series).toHaveLength(1);
    expect(option.series[0]).toMatchObject({ type: 'line', name: 'PTF (TL/MWh)' });
    expect(option.yAxis.map((a: AnyOption) => a.name)).toEqual(['TL/MWh']);
    expect(option.tooltip.formatter([{ seriesIndex: 0, dataIndex: 19, marker: '' }])).toContain('3.000,00 TL/MWh');
  });
});
