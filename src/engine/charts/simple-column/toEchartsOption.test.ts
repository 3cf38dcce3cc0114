import { describe, expect, it } from 'vitest';
import { fixtures } from '../../testing/reportFixtures';
import { hourlyRows, mcpDay } from '../../testing/reportRows';
import { toEchartsOption } from './toEchartsOption';

// Tests read deep into ECharts options, whose union types would need a cast at every step.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOption = Record<string, any>;

const { mcp } = fixtures;

describe('simpleColumn toEchartsOption', () => {
  it('draws bars with a shadow pointer', () => {
    const option = toEchartsOption({ descriptor: mcp, rows: mcpDay, locale: 'en', theme: 'light' }) as AnyOption;
    expect(option.series[0]).toMatchObject({ type: 'bar', barMaxWidth: 28 });
    expect(option.series[0].stack).toBeUndefined();
    expect(option.tooltip.axisPointer.type).toBe('shadow');
  });

  it('switches to large mode for a year of hours', () => {
    const option = toEchartsOption({ descriptor: mcp, rows: hourlyRows(8784, mcp.columns), locale: 'en', theme: 'light', maxPoints: 10_000 }) as AnyOption;
    expect(option.series[0].large).toBe(true);
  });
});
