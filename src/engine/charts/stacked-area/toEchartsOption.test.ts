import { describe, expect, it } from 'vitest';
import { fixtures } from '../../testing/reportFixtures';
import { generationDay } from '../../testing/reportRows';
import { toEchartsOption } from './toEchartsOption';

// Tests read deep into ECharts options, whose union types would need a cast at every step.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOption = Record<string, any>;

const { realtimeGeneration } = fixtures;

describe('stackedArea toEchartsOption', () => {
  it('stacks filled layers with fixed source colours', () => {
    // A missing reading: no dammed hydro at 01:00.
    const rows = generationDay.map((row, i) => (i === 1 ? { ...row, dammedHydro: null } : row));
    const option = toEchartsOption({ descriptor: realtimeGeneration, rows, locale: 'tr', theme: 'light' }) as AnyOption;
    expect(option.series).toHaveLength(realtimeGeneration.chart!.series.length);
    expect(option.series.slice(0, 2).map((s: AnyOption) => s.name)).toEqual(['Doğal Gaz (MWh)', 'Barajlı (MWh)']);
    for (const s of option.series) expect(s).toMatchObject({ type: 'line', stack: 'stack-0', areaStyle: { opacity: 0.85 } });
    expect(option.series[0].color).toBe('#e8790c');
    expect(option.series[1].data[1][1]).toBeNull();
    expect(option.yAxis[0].scale).toBe(false);
  });

  it('adds a total line to the tooltip', () => {
    const option = toEchartsOption({ descriptor: realtimeGeneration, rows: generationDay, locale: 'en', theme: 'dark' }) as AnyOption;
    // Natural gas 8000 and dammed hydro 3000 MWh at midnight.
    const html = option.tooltip.formatter([{ seriesIndex: 0, dataIndex: 0 }, { seriesIndex: 1, dataIndex: 0 }]);
    expect(html).toContain('Total');
    expect(html).toContain('11,000.00 MWh');
    expect(option.series[0].color).toBe('#fb9a3c');
  });
});
