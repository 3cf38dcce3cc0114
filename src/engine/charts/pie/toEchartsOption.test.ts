import { describe, expect, it } from 'vitest';
import { fixtures } from '../../testing/reportFixtures';
import { generationDay, mcpDay } from '../../testing/reportRows';
import { toEchartsOption } from './toEchartsOption';

// Tests read deep into ECharts options, whose union types would need a cast at every step.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOption = Record<string, any>;

describe('pie toEchartsOption', () => {
  it('gives each source its total over the range, largest first, negatives left out and named', () => {
    const option = toEchartsOption({ descriptor: fixtures.realtimeGeneration, rows: generationDay, locale: 'en', theme: 'light' }) as AnyOption;
    const data = option.series[0].data as { name: string; value: number }[];
    expect(option.series[0].type).toBe('pie');
    const gas = generationDay.reduce((sum, row) => sum + (row['naturalGas'] as number), 0);
    expect(data[0]).toMatchObject({ name: 'Natural gas (MWh)' });
    expect(data[0]!.value).toBeCloseTo(gas, 6);
    expect(data.map((d) => d.value)).toEqual([...data.map((d) => d.value)].sort((a, b) => b - a));
    // Naphtha and LNG made nothing that day: no slice, said under the chart.
    expect(data.some((d) => d.value <= 0)).toBe(false);
    expect(option.title.subtext).toContain('No share (zero or negative)');
    const tooltip = option.tooltip.formatter({ name: data[0]!.name });
    expect(tooltip).toContain('Total');
    expect(tooltip).toMatch(/Share<\/span><b>\d+\.\d%/);
  });

  it('averages a price instead of adding it up, and shows the share the Turkish way', () => {
    const option = toEchartsOption({ descriptor: fixtures.mcp, rows: mcpDay, locale: 'tr', theme: 'dark' }) as AnyOption;
    const average = mcpDay.reduce((sum, row) => sum + (row['price'] as number), 0) / mcpDay.length;
    expect(option.series[0].data[0].value).toBeCloseTo(average, 6);
    expect(option.tooltip.formatter({ name: option.series[0].data[0].name })).toContain('Ortalama');
    expect(option.series[0].label.formatter({ name: 'PTF', value: average })).toBe('PTF: %100,0');
  });
});
