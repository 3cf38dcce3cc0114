// The chart's reading aids: the same period a week or a year earlier drawn over the current one, and charts
// with one series per dam opening on the few largest instead of a tangle of sixty lines.
import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../rows/reportRow';
import { fixtures } from '../testing/reportFixtures';
import { mcpDay } from '../testing/reportRows';
import { toCartesianOption, TOOLTIP_MAX_ROWS } from './toCartesianOption';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOption = Record<string, any>;

const { mcp, damDailyLevel } = fixtures;

/** The MCP day moved back by `days`, each price lowered by 100. */
const earlier = (days: number): ReportRow[] =>
  mcpDay.map((row) => {
    const date = new Date(Date.parse(String(row['date']).slice(0, 19) + 'Z') - days * 86_400_000).toISOString().slice(0, 19);
    return { ...row, date: `${date}+03:00`, price: (row['price'] as number) - 100 };
  });

describe('comparison with an earlier period', () => {
  it('draws last week\'s values on this week\'s hours, dashed, named as such', () => {
    const option = toCartesianOption({ descriptor: mcp, rows: mcpDay, locale: 'en', theme: 'light', comparison: { rows: earlier(7), shift: 'week' } }, { kind: 'line' }) as AnyOption;
    expect(option.series).toHaveLength(2);
    const [current, previous] = option.series;
    expect(previous.name).toBe('MCP (TL/MWh) · 1 week earlier');
    expect(previous.lineStyle.type).toBe('dashed');
    expect(previous.color).toBe(current.color);
    expect(previous.data[0]).toEqual([current.data[0][0], (mcpDay[0]!['price'] as number) - 100]);
    const tooltip = option.tooltip.formatter([{ seriesIndex: 0, dataIndex: 0, marker: '' }, { seriesIndex: 1, dataIndex: 0, marker: '' }]);
    expect(tooltip).toContain('MCP · 1 week earlier');
    expect(tooltip).toContain('2,400.50 TL/MWh');
  });

  it('keeps a year earlier on the same calendar day, and only inside the chosen range', () => {
    const yearBefore = mcpDay.map((row) => ({ ...row, date: String(row['date']).replace('2024', '2023') }));
    const option = toCartesianOption({ descriptor: mcp, rows: mcpDay.slice(0, 12), locale: 'tr', theme: 'dark', comparison: { rows: yearBefore, shift: 'year' } }, { kind: 'line' }) as AnyOption;
    const previous = option.series[1];
    expect(previous.name).toBe('PTF (TL/MWh) · 1 yıl önce');
    expect(previous.data).toHaveLength(12);
    expect(previous.data[0][0]).toBe(Date.parse('2024-07-29T00:00:00Z'));
  });
});

describe('many series', () => {
  const dams = Array.from({ length: 20 }, (_, i) => `BARAJ ${String(i + 1).padStart(2, '0')}`);
  const rows: ReportRow[] = dams.flatMap((dam, i) =>
    ['2024-07-01', '2024-07-02'].map((day) => ({ date: `${day}T00:00:00+03:00`, basin: 'Fırat', dam, dailyKot: 100 + i, damId: i })),
  );
  const option = toCartesianOption({ descriptor: damDailyLevel, rows, locale: 'tr', theme: 'light' }, { kind: 'line' }) as AnyOption;

  it('draws the eight highest at first and keeps every other one in a scrolling legend', () => {
    expect(option.series).toHaveLength(20);
    expect(option.legend.type).toBe('scroll');
    const on = Object.entries(option.legend.selected as Record<string, boolean>).filter(([, shown]) => shown).map(([name]) => name);
    expect([...on].sort()).toEqual(dams.slice(12));
  });

  it('keeps the tooltip to a readable list inside the panel', () => {
    expect(option.tooltip.confine).toBe(true);
    const params = dams.map((_, seriesIndex) => ({ seriesIndex, dataIndex: 0, marker: '' }));
    const html: string = option.tooltip.formatter(params);
    expect(html.match(/chart-tooltip-row"/g)).toHaveLength(TOOLTIP_MAX_ROWS);
    expect(html).toContain('ve 8 seri daha');
    expect(html).toContain('BARAJ 20'); // the largest first
  });

  it('leaves a generation mix whole', () => {
    const mix = toCartesianOption({ descriptor: fixtures.realtimeGeneration, rows: [], locale: 'en', theme: 'light' }, { kind: 'line', stacked: true, area: true }) as AnyOption;
    expect(mix.legend.selected).toBeUndefined();
  });
});

describe('an empty time axis', () => {
  it('labels nothing instead of failing when every series is switched off', () => {
    const option = toCartesianOption({ descriptor: mcp, rows: mcpDay, locale: 'en', theme: 'light' }, { kind: 'line' }) as AnyOption;
    expect(option.xAxis.axisLabel.formatter(Number.NaN)).toBe('');
    expect(option.xAxis.axisLabel.formatter(Number.POSITIVE_INFINITY)).toBe('');
  });
});
