import { describe, expect, it } from 'vitest';
import { fixtures, withChanges } from '../../testing/reportFixtures';
import { toEchartsOption } from './toEchartsOption';

// Tests read deep into ECharts options, whose union types would need a cast at every step.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOption = Record<string, any>;

describe('candle toEchartsOption', () => {
  const descriptor = withChanges(fixtures.gasDailyReferencePrice, (page) => {
    page.columns.push(
      ...(['open', 'high', 'low', 'close'] as const).map((key) => ({ key, type: 'number' as const, unit: 'TL/1000Sm3', label: { tr: key, en: key }, hidden: false })),
    );
    page.chart = { type: 'candle', x: 'date', series: ['open', 'high', 'low', 'close'], ohlc: { open: 'open', high: 'high', low: 'low', close: 'close' } };
  });
  const rows = [
    { date: '2024-07-01T00:00:00+03:00', open: 10, high: 14, low: 9, close: 13 },
    { date: '2024-07-02T00:00:00+03:00', open: 13, high: 13.5, low: 11, close: 11.5 },
  ];

  it('draws one candle a day in the order ECharts wants: open, close, low, high', () => {
    const option = toEchartsOption({ descriptor, rows, locale: 'en', theme: 'light' }) as AnyOption;
    expect(option.series).toHaveLength(1);
    expect(option.series[0].type).toBe('candlestick');
    expect(option.series[0].data).toEqual([
      [Date.parse('2024-07-01T00:00:00Z'), 10, 13, 9, 14],
      [Date.parse('2024-07-02T00:00:00Z'), 13, 11.5, 11, 13.5],
    ]);
    const tooltip = option.tooltip.formatter([{ seriesIndex: 0, dataIndex: 1, marker: '' }]);
    for (const text of ['<span>open</span>', '<span>high</span>', '<span>low</span>', '<span>close</span>', '13.50']) expect(tooltip).toContain(text);
  });
});
