import { describe, expect, it } from 'vitest';
import { fixtures } from '../../testing/reportFixtures';
import { mcpDay } from '../../testing/reportRows';
import { toEchartsOption } from './toEchartsOption';

// Tests read deep into ECharts options, whose union types would need a cast at every step.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOption = Record<string, any>;

describe('stepLine toEchartsOption', () => {
  it('holds each hourly value until the next hour', () => {
    const option = toEchartsOption({ descriptor: fixtures.mcp, rows: mcpDay, locale: 'en', theme: 'light' }) as AnyOption;
    expect(option.series[0]).toMatchObject({ type: 'line', step: 'end', name: 'MCP (TL/MWh)' });
    expect(option.series[0].data.slice(0, 3).map((p: unknown[]) => p[1])).toEqual([2500.5, 2300.25, 2100]);
  });
});
