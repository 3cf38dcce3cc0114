import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../testing/reportFixtures';
import { mcpDay } from '../../testing/reportRows';
import { chartTypes } from '../chartTypes';
import { toChartSvg } from '../toChartSvg';
import type { ChartNotice } from './chartNotice';
import { noticeReasonText } from './noticeReasons';
import { noticeTooltip, toNoticeAreas } from './toNoticeMarkArea';
import { timeSpanOf, withNotices } from './withNotices';

// Tests read deep into ECharts options, whose union types would need a cast at every step.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOption = Record<string, any>;

const notice = (over: Partial<ChartNotice>): ChartNotice => ({
  id: 1, kind: 'fault', powerPlantId: 7, powerPlantName: 'KEMERKÖY TES', uevcbName: 'ÜNİTE-2',
  start: '2024-07-29T05:00:00+03:00', end: '2024-07-29T09:30:00+03:00', capacityBefore: 210, capacityDuring: 0,
  reason: 'Kazan tüp patlağı', ...over,
});
const wall = (text: string) => Date.parse(`${text}Z`);

describe('notices over a time chart', () => {
  it('shades each notice as a markArea from its start to its end, coloured by kind, in one legend entry', () => {
    const base = chartTypes.line!.toEchartsOption({ descriptor: fixtures.mcp, rows: mcpDay, locale: 'tr', theme: 'light' });
    const option = withNotices(base, [notice({}), notice({ id: 2, kind: 'maintenance', start: '2024-07-29T12:00:00+03:00', end: '2024-07-29T16:00:00+03:00' })], 'tr', 'light') as AnyOption;
    expect(option.series).toHaveLength(2);
    const series = option.series[1];
    expect(series).toMatchObject({ name: 'Piyasa mesajları', type: 'line', data: [] });
    expect(series.markArea.data).toEqual([
      [expect.objectContaining({ xAxis: wall('2024-07-29T05:00:00'), name: 'KEMERKÖY TES' }), { xAxis: wall('2024-07-29T09:30:00') }],
      [expect.objectContaining({ xAxis: wall('2024-07-29T12:00:00') }), { xAxis: wall('2024-07-29T16:00:00') }],
    ]);
    expect(series.markArea.data[0][0].itemStyle.color).not.toBe(series.markArea.data[1][0].itemStyle.color);
    // The chart's own series is untouched.
    expect(option.series[0]).toBe((base as AnyOption).series[0]);
  });

  it('draws the intervals (shaded rectangles) without an ECharts warning, in both themes', () => {
    const warn = vi.spyOn(console, 'warn');
    for (const theme of ['light', 'dark'] as const) {
      const base = chartTypes.stepLine!.toEchartsOption({ descriptor: fixtures.mcp, rows: mcpDay, locale: 'en', theme });
      const plain = toChartSvg(base, { width: 600, height: 300, theme });
      const svg = toChartSvg(withNotices(base, [notice({})], 'en', theme), { width: 600, height: 300, theme });
      const shade = theme === 'light' ? 'fill="rgb(198,40,40)" fill-opacity="0.1"' : 'fill="rgb(248,113,113)" fill-opacity="0.16"';
      // One rectangle across the plot's height, from 05:00 to 09:30.
      expect(svg.match(/<polygon [^>]*>/g)?.filter((polygon) => polygon.includes(shade))).toHaveLength(1);
      expect(plain).not.toContain(shade);
    }
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('clips an interval to the chart span and leaves out notices wholly outside it', () => {
    const span = { start: wall('2024-07-29T00:00:00'), end: wall('2024-07-29T23:00:00') };
    const areas = toNoticeAreas([
      notice({ id: 1, start: '2024-07-20T00:00:00+03:00', end: '2024-08-10T00:00:00+03:00' }),
      notice({ id: 2, start: '2024-07-27T00:00:00+03:00', end: '2024-07-28T00:00:00+03:00' }),
      notice({ id: 3, start: '2024-07-30T00:00:00+03:00', end: '2024-07-31T00:00:00+03:00' }),
    ], span);
    expect(areas.map((a) => [a.notice.id, a.from, a.to])).toEqual([[1, span.start, span.end]]);
  });

  it('puts the legend entry after the series when the legend lists its entries', () => {
    const base = { xAxis: { type: 'time' }, series: [{ name: 'A', data: [[wall('2024-07-29T00:00:00'), 1], [wall('2024-07-29T05:00:00'), 2]] }], legend: { data: ['A'] } };
    const option = withNotices(base, [notice({})], 'en', 'dark') as AnyOption;
    expect(option.legend.data).toEqual(['A', 'Market messages']);
  });

  it('leaves a chart without a time axis as it is', () => {
    const base = { xAxis: { type: 'category', data: ['a'] }, series: [{ data: [1] }] };
    expect(timeSpanOf(base)).toBeNull();
    expect(withNotices(base, [notice({})], 'tr', 'light')).toBe(base);
  });

  it('says plant, kind, capacity before and during and the reason in the tooltip, in English with an English reason', () => {
    const en = noticeTooltip(notice({}), 'en');
    expect(en).toContain('KEMERKÖY TES');
    expect(en).toContain('Fault');
    expect(en).toContain('Capacity before');
    expect(en).toContain('210.0 MW');
    expect(en).toContain('Boiler tube burst');
    const tr = noticeTooltip(notice({ kind: 'maintenance', reason: 'Planlı bakım' }), 'tr');
    expect(tr).toContain('Planlı bakım');
    expect(tr).toContain('210,0 MW');
    expect(noticeTooltip(notice({ powerPlantName: '<b>x</b>' }), 'tr')).not.toContain('<b>x</b>');
  });

  it('has an English reason for every reason the simulated market writes', () => {
    const source = readFileSync('src/server/simulator/marketMessages.ts', 'utf8');
    const block = source.slice(source.indexOf('const REASONS = {'), source.indexOf('} as const;', source.indexOf('const REASONS = {')));
    const reasons = [...block.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
    expect(reasons.length).toBeGreaterThan(40);
    for (const reason of reasons) expect(noticeReasonText(reason, 'en'), reason).not.toBe(reason);
    expect(noticeReasonText('Başka bir gerekçe', 'en')).toBe('Başka bir gerekçe');
  });

  it('names only request fields as a descriptor\'s plant filter', () => {
    for (const file of readdirSync('reports', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json') && f !== 'menu-groups.json').map((f) => `reports/${f}`)) {
      const descriptor = JSON.parse(readFileSync(file, 'utf8')) as { api: { request: Record<string, unknown> }; chart?: { notices?: { plantFilter?: string } } };
      const field = descriptor.chart?.notices?.plantFilter;
      if (field) expect(Object.keys(descriptor.api.request), file).toContain(field);
    }
  });
});
