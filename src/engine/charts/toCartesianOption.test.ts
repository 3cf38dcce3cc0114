import { describe, expect, it } from 'vitest';
import { fixtures, withChanges } from '../testing/reportFixtures';
import { damRows, directionRows, hourlyRows, mcpDay } from '../testing/reportRows';
import { seriesColors } from './seriesColors';
import { toCartesianOption } from './toCartesianOption';

// Tests read deep into ECharts options, whose union types would need a cast at every step.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOption = Record<string, any>;

const { mcp, damDailyLevel } = fixtures;

describe('toCartesianOption', () => {
  it('puts hourly rows on a time axis in time order, named with label and unit', () => {
    const latestFirst = [...mcpDay].reverse();
    const option = toCartesianOption({ descriptor: mcp, rows: latestFirst, locale: 'tr', theme: 'light' }, { kind: 'line' }) as AnyOption;
    expect(option.xAxis.type).toBe('time');
    const series = option.series[0];
    expect(series.name).toBe('PTF (TL/MWh)');
    expect(series.data.map((p: [number, number]) => p[1])).toEqual(mcpDay.map((row) => row['price']));
    expect(series.data[0][0]).toBe(Date.parse('2024-07-29T00:00:00Z'));
    expect(option.yAxis[0].name).toBe('TL/MWh');
  });

  it('formats axis labels and tooltips by locale', () => {
    const input = { descriptor: mcp, rows: mcpDay, theme: 'light' as const };
    const tr = toCartesianOption({ ...input, locale: 'tr' }, { kind: 'line' }) as AnyOption;
    const en = toCartesianOption({ ...input, locale: 'en' }, { kind: 'line' }) as AnyOption;
    expect(tr.yAxis[0].axisLabel.formatter(1500)).toBe('1.500');
    expect(en.yAxis[0].axisLabel.formatter(1500)).toBe('1,500');
    expect(tr.yAxis[0].axisLabel.formatter(25000)).toBe('25 Bin');
    expect(en.yAxis[0].axisLabel.formatter(25000)).toBe('25K');
    // Small rates keep two significant digits instead of reading 0.
    expect(en.yAxis[0].axisLabel.formatter(0.0015)).toBe('0.0015');
    expect(tr.yAxis[0].axisLabel.formatter(0.25)).toBe('0,25');
    const params = [{ seriesIndex: 0, dataIndex: 0, marker: '' }];
    expect(tr.tooltip.formatter(params)).toContain('29.07.2024 00:00');
    expect(tr.tooltip.formatter(params)).toContain('2.500,50 TL/MWh');
    // The unit sits beside the value, not again in the name.
    expect(tr.tooltip.formatter(params)).toContain('<span>PTF</span>');
    expect(en.tooltip.formatter(params)).toContain('2,500.50 TL/MWh');
    expect(tr.xAxis.axisLabel.formatter(Date.parse('2024-07-29T01:00:00Z'))).toBe('01:00');
  });

  it('gives each group value its own series', () => {
    const option = toCartesianOption({ descriptor: damDailyLevel, rows: damRows, locale: 'en', theme: 'dark' }, { kind: 'line' }) as AnyOption;
    expect(option.series.map((s: AnyOption) => s.name)).toEqual(['ATATÜRK', 'KEBAN']);
    // Aligned x values: ATATÜRK has no row on 2 July.
    expect(option.series[0].data.map((p: unknown[]) => p[1])).toEqual([535.2, null]);
    expect(option.series[0].color).not.toBe(option.series[1].color);
  });

  it('draws a column in the colour its descriptor names, in either theme, and the rest in the palette', () => {
    const named = withChanges(mcp, (d) => {
      d.columns.find((c) => c.key === 'price')!.color = 'wind';
    });
    const light = toCartesianOption({ descriptor: named, rows: mcpDay, locale: 'en', theme: 'light' }, { kind: 'line' }) as AnyOption;
    const dark = toCartesianOption({ descriptor: named, rows: mcpDay, locale: 'en', theme: 'dark' }, { kind: 'line' }) as AnyOption;
    expect(light.series[0].color).toBe(seriesColors.wind!.light);
    expect(dark.series[0].color).toBe(seriesColors.wind!.dark);
    const plain = toCartesianOption({ descriptor: mcp, rows: mcpDay, locale: 'en', theme: 'light' }, { kind: 'line' }) as AnyOption;
    expect(plain.series[0].color).not.toBe(seriesColors.wind!.light);
  });

  it('draws at first the series of the first group values when the chart says so, the rest one click away', () => {
    const firstDam = withChanges(damDailyLevel, (d) => { d.chart!.firstGroups = 1; });
    const option = toCartesianOption({ descriptor: firstDam, rows: damRows, locale: 'en', theme: 'light' }, { kind: 'line' }) as AnyOption;
    expect(option.legend[0]?.selected ?? option.legend.selected).toEqual({ ATATÜRK: true, KEBAN: false });
  });

  it('breaks a line where a row is missing, but joins the events of event data across them', () => {
    const plain = toCartesianOption({ descriptor: damDailyLevel, rows: damRows, locale: 'en', theme: 'light' }, { kind: 'line' }) as AnyOption;
    const events = toCartesianOption({ descriptor: withChanges(damDailyLevel, (d) => { d.chart!.connectGaps = true; }), rows: damRows, locale: 'en', theme: 'light' }, { kind: 'line' }) as AnyOption;
    expect(plain.series[0].connectNulls).toBe(false);
    expect(events.series[0].connectNulls).toBe(true);
  });

  it('draws against a number axis when x is a number column (a curve of quantity by price), in ascending order', () => {
    const byPrice = withChanges(mcp, (d) => { d.chart = { ...d.chart!, type: 'line', x: 'price', series: ['priceUsd'] }; });
    const option = toCartesianOption({ descriptor: byPrice, rows: mcpDay, locale: 'en', theme: 'light' }, { kind: 'line' }) as AnyOption;
    expect(option.xAxis.type).toBe('value');
    const xs = option.series[0].data.map((p: [number, number]) => p[0]);
    // Distinct prices, ascending: two hours at one price share one x.
    expect(xs).toEqual([...new Set(mcpDay.map((r) => r['price'] as number))].sort((a, b) => a - b));
    expect(option.xAxis.name).toBe('TL/MWh');
  });

  it('adds zoom, sampling and no animation for a year of hours', () => {
    const leapYearOfHours = hourlyRows(8784, mcp.columns);
    const option = toCartesianOption({ descriptor: mcp, rows: leapYearOfHours, locale: 'en', theme: 'light', maxPoints: 10_000 }, { kind: 'line' }) as AnyOption;
    expect(option.dataZoom).toHaveLength(2);
    expect(option.series[0].data).toHaveLength(8784);
    expect(option.downsampled).toBeUndefined();
    expect(option.series[0].sampling).toBe('lttb');
    expect(option.animation).toBe(false);
    expect(option.xAxis.axisLabel.formatter(Date.parse('2024-03-01T00:00:00Z'))).toBe('March 2024');
  });

  it('draws a year of hours on a narrow chart from fewer points, and says so', () => {
    const leapYearOfHours = hourlyRows(8784, mcp.columns);
    const option = toCartesianOption({ descriptor: mcp, rows: leapYearOfHours, locale: 'tr', theme: 'light', maxPoints: 1000 }, { kind: 'line' }) as AnyOption;
    const points = option.series[0].data.length;
    expect(points).toBeLessThanOrEqual(1000);
    expect(option.series[0].data[0][0]).toBe(Date.parse('2024-01-01T00:00:00Z'));
    expect(option.series[0].data.at(-1)[0]).toBe(Date.parse('2024-12-31T23:00:00Z'));
    expect(option.downsampled).toEqual({ shown: points, total: 8784, note: expect.stringContaining('8.784 noktanın') });
    // The tooltip reads the kept points, not the row at the same position.
    const [time, value] = option.series[0].data[500];
    expect(option.tooltip.formatter([{ seriesIndex: 0, dataIndex: 500, marker: '' }])).toContain(value.toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    expect(time).toBeGreaterThan(option.series[0].data[499][0]);
  });

  it('puts a second unit on a right-hand axis', () => {
    const descriptor = withChanges(mcp, (page) => {
      page.chart = { type: 'line', x: 'date', series: ['price', 'priceUsd'] };
    });
    const option = toCartesianOption({ descriptor, rows: mcpDay, locale: 'en', theme: 'light' }, { kind: 'line' }) as AnyOption;
    expect(option.yAxis.map((a: AnyOption) => a.name)).toEqual(['TL/MWh', 'USD/MWh']);
    expect(option.series[1].yAxisIndex).toBe(1);
  });

  it('keeps integer codes on whole ticks', () => {
    // The system direction charts its direction code (1, 2, 3).
    const option = toCartesianOption({ descriptor: fixtures.systemDirection, rows: directionRows, locale: 'en', theme: 'light' }, { kind: 'line' }) as AnyOption;
    expect(option.yAxis[0].minInterval).toBe(1);
    const prices = toCartesianOption({ descriptor: mcp, rows: mcpDay, locale: 'en', theme: 'light' }, { kind: 'line' }) as AnyOption;
    expect(prices.yAxis[0].minInterval).toBeUndefined();
  });

  it('uses theme colours for text and grid lines', () => {
    const light = toCartesianOption({ descriptor: mcp, rows: mcpDay, locale: 'en', theme: 'light' }, { kind: 'line' }) as AnyOption;
    const dark = toCartesianOption({ descriptor: mcp, rows: mcpDay, locale: 'en', theme: 'dark' }, { kind: 'line' }) as AnyOption;
    expect(light.textStyle.color).not.toBe(dark.textStyle.color);
    expect(light.series[0].color).not.toBe(dark.series[0].color);
  });

  it('is plain data apart from formatter callbacks', () => {
    const option = toCartesianOption({ descriptor: mcp, rows: mcpDay, locale: 'en', theme: 'light' }, { kind: 'bar' });
    const roundTrip = JSON.parse(JSON.stringify(option)) as AnyOption;
    expect(roundTrip.series[0].data).toHaveLength(24);
    expect(roundTrip.tooltip.formatter).toBeUndefined();
  });
});
