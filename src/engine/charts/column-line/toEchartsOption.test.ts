import { describe, expect, it } from 'vitest';
import { fixtures, withChanges } from '../../testing/reportFixtures';
import { mcpDay } from '../../testing/reportRows';
import { toEchartsOption } from './toEchartsOption';
import { isRateUnit } from './unitKind';

// Tests read deep into ECharts options, whose union types would need a cast at every step.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOption = Record<string, any>;

describe('columnLine toEchartsOption', () => {
  // The day's price with a traded quantity and its value beside it, as a trade summary page shows them.
  const descriptor = withChanges(fixtures.mcp, (page) => {
    page.columns.push(
      { key: 'quantity', type: 'number', unit: 'MWh', label: { tr: 'Miktar', en: 'Quantity' }, aggregates: ['sum', 'avg'], hidden: false },
      { key: 'tradeValue', type: 'number', unit: 'TL', label: { tr: 'İşlem tutarı', en: 'Trade value' }, aggregates: ['sum', 'avg'], hidden: false },
    );
    page.chart = { type: 'columnLine', x: 'date', series: ['quantity', 'price', 'tradeValue'] };
  });
  const rows = mcpDay.map((row, i) => ({ ...row, quantity: 30_000 + 100 * i, tradeValue: (30_000 + 100 * i) * (row['price'] as number) }));

  it('draws quantities as columns and the price as a line, each on its own axis', () => {
    const option = toEchartsOption({ descriptor, rows, locale: 'en', theme: 'light' }) as AnyOption;
    expect(option.series.map((s: AnyOption) => [s.name, s.type, s.yAxisIndex])).toEqual([
      ['Quantity (MWh)', 'bar', 0],
      ['MCP (TL/MWh)', 'line', 1],
      ['Trade value (TL)', 'bar', 2],
    ]);
    expect(option.yAxis[1].position).toBe('right');
    expect(option.tooltip.axisPointer.type).toBe('shadow');
  });

  it('tells prices from quantities by unit', () => {
    expect(['TL/MWh', 'USD/MMBtu', '%'].map(isRateUnit)).toEqual([true, true, true]);
    expect(['MWh', 'TL', '1000Sm3', undefined].map(isRateUnit)).toEqual([false, false, false, false]);
  });
});
