import { describe, expect, it } from 'vitest';
import { fixtures } from '../../testing/reportFixtures';
import { hourlyRows, mcpDay } from '../../testing/reportRows';
import { toEchartsOption } from './toEchartsOption';

// Tests read deep into ECharts options, whose union types would need a cast at every step.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOption = Record<string, any>;

const { mcp } = fixtures;

describe('line toEchartsOption', () => {
  it('draws one line per series column, without markers on long ranges', () => {
    const option = toEchartsOption({ descriptor: mcp, rows: hourlyRows(8784, mcp.columns), locale: 'tr', theme: 'light' }) as AnyOption;
    expect(option.series).toHaveLength(1);
    expect(option.series[0]).toMatchObject({ type: 'line', name: 'PTF (TL/MWh)', showSymbol: false });
    expect(option.series[0].step).toBeUndefined();
    expect(option.series[0].stack).toBeUndefined();
    expect(option.yAxis[0].scale).toBe(true);
  });

  it('shows markers when there are few points (a day of hours)', () => {
    const option = toEchartsOption({ descriptor: mcp, rows: mcpDay, locale: 'en', theme: 'dark' }) as AnyOption;
    expect(option.series[0].showSymbol).toBe(true);
    expect(option.dataZoom).toEqual([]);
  });
});
