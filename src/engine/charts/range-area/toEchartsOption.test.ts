import { describe, expect, it } from 'vitest';
import { fixtures, withChanges } from '../../testing/reportFixtures';
import { hourlyRows, mcpDay } from '../../testing/reportRows';
import { toEchartsOption } from './toEchartsOption';

// Tests read deep into ECharts options, whose union types would need a cast at every step.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOption = Record<string, any>;

describe('rangeArea toEchartsOption', () => {
  // An hour's lowest and highest matched price around the day-ahead price, as a min–max page shows them.
  const descriptor = withChanges(fixtures.mcp, (page) => {
    page.columns.push(
      { key: 'minPrice', type: 'number', unit: 'TL/MWh', label: { tr: 'En düşük', en: 'Lowest' }, hidden: false },
      { key: 'maxPrice', type: 'number', unit: 'TL/MWh', label: { tr: 'En yüksek', en: 'Highest' }, hidden: false },
    );
    page.chart = { type: 'rangeArea', x: 'date', series: ['price', 'maxPrice', 'minPrice'], range: { low: 'minPrice', high: 'maxPrice' } };
  });
  const rows = mcpDay.map((row) => ({ ...row, minPrice: (row['price'] as number) - 300, maxPrice: (row['price'] as number) + 500 }));

  it('stacks the band width on the low series and fills it, the tooltip giving the real values', () => {
    const option = toEchartsOption({ descriptor, rows, locale: 'en', theme: 'light' }) as AnyOption;
    const [low, high, price] = option.series;
    expect(low).toMatchObject({ name: 'Lowest (TL/MWh)', stack: 'band' });
    expect(low.areaStyle).toBeUndefined();
    expect(high).toMatchObject({ name: 'Highest (TL/MWh)', stack: 'band', areaStyle: { opacity: 0.3 } });
    expect(high.data[0][1]).toBeCloseTo(800, 6);
    // The price itself is a line over the band, on the same axis.
    expect(price).toMatchObject({ name: 'MCP (TL/MWh)', yAxisIndex: 0 });
    expect(price.stack).toBeUndefined();
    const tooltip = option.tooltip.formatter([0, 1, 2].map((seriesIndex) => ({ seriesIndex, dataIndex: 0, marker: '' })));
    expect(tooltip).toContain('2,200.50 TL/MWh');
    expect(tooltip).toContain('3,000.50 TL/MWh');
  });

  it('keeps the extremes of each bucket when a year of hours is cut to the width', () => {
    const option = toEchartsOption({ descriptor, rows: hourlyRows(8784, descriptor.columns), locale: 'en', theme: 'light', maxPoints: 800 }) as AnyOption;
    expect(option.series[0].data.length).toBeLessThanOrEqual(800);
    expect(option.downsampled).toMatchObject({ total: 8784, shown: option.series[0].data.length });
    expect(option.downsampled.note).toContain('of 8,784 points');
  });
});
