// Every chart type draws without an ECharts warning (such as "boundaryGap boolean only for ordinal axis").
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures, withChanges } from '../testing/reportFixtures';
import { generationDay, mcpDay } from '../testing/reportRows';
import { chartTypes } from './chartTypes';
import { toChartSvg } from './toChartSvg';

afterEach(() => {
  vi.restoreAllMocks();
});

const mcpBand = withChanges(fixtures.mcp, (page) => {
  page.columns.push(
    { key: 'low', type: 'number', unit: 'TL/MWh', label: { tr: 'En düşük', en: 'Lowest' }, hidden: false },
    { key: 'high', type: 'number', unit: 'TL/MWh', label: { tr: 'En yüksek', en: 'Highest' }, hidden: false },
    { key: 'close', type: 'number', unit: 'TL/MWh', label: { tr: 'Kapanış', en: 'Close' }, hidden: false },
  );
  page.chart = {
    type: 'line', x: 'date', series: ['price', 'low', 'high', 'close'],
    range: { low: 'low', high: 'high' }, ohlc: { open: 'price', high: 'high', low: 'low', close: 'close' },
  };
});
const bandRows = mcpDay.map((row, i) => ({ ...row, contract: `PH24072900${String(i).padStart(2, '0')}`, low: (row['price'] as number) - 200, high: (row['price'] as number) + 300, close: (row['price'] as number) + 50 }));
// The same rows on a category axis, one intraday contract each.
const byContract = withChanges(mcpBand, (page) => {
  page.columns.push({ key: 'contract', type: 'text', label: { tr: 'Kontrat', en: 'Contract' }, hidden: false });
  page.chart!.x = 'contract';
});

describe('every chart type', () => {
  for (const [id, type] of Object.entries(chartTypes)) {
    it(`${id} draws hours and categories without an ECharts warning`, () => {
      const warn = vi.spyOn(console, 'warn');
      const error = vi.spyOn(console, 'error');
      for (const [descriptor, rows] of [[mcpBand, bandRows], [byContract, bandRows], [fixtures.realtimeGeneration, generationDay]] as const) {
        const option = type.toEchartsOption({ descriptor, rows, locale: 'en', theme: 'light' });
        expect(toChartSvg(option, { width: 600, height: 300, theme: 'light' })).toContain('<svg');
      }
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    });
  }
});
