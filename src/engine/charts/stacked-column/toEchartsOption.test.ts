import { describe, expect, it } from 'vitest';
import { fixtures } from '../../testing/reportFixtures';
import { damRows, generationDay } from '../../testing/reportRows';
import { toEchartsOption } from './toEchartsOption';

// Tests read deep into ECharts options, whose union types would need a cast at every step.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOption = Record<string, any>;

describe('stackedColumn toEchartsOption', () => {
  it('stacks bars per axis', () => {
    const option = toEchartsOption({ descriptor: fixtures.realtimeGeneration, rows: generationDay, locale: 'en', theme: 'light' }) as AnyOption;
    for (const s of option.series) expect(s).toMatchObject({ type: 'bar', stack: 'stack-0' });
    expect(option.series[0].data[0]).toEqual([Date.parse('2024-07-29T00:00:00Z'), 8000]);
  });

  it('stacks groups of a grouped report', () => {
    const option = toEchartsOption({ descriptor: fixtures.damDailyLevel, rows: damRows, locale: 'en', theme: 'light' }) as AnyOption;
    expect(option.series).toHaveLength(2);
    expect(option.xAxis.axisLabel.formatter(Date.parse('2024-07-02T00:00:00Z'))).toBe('02.07.2024');
  });
});
