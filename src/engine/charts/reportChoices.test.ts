// Every chart a reader can switch to on the market pages (day-ahead, intraday, balancing, gas spot) draws
// from rows shaped like the page's own, without an ECharts warning.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateDescriptorShape } from '../descriptors/validateDescriptorShape';
import { hourlyRows } from '../testing/reportRows';
import { chartTypes } from './chartTypes';
import { toChartSvg } from './toChartSvg';

const FOLDERS = ['reports/electricity/day-ahead', 'reports/electricity/intraday', 'reports/electricity/balancing', 'reports/natural-gas/spot'];

const pages = FOLDERS.flatMap((folder) =>
  readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .map((f) => {
      const file = join(folder, f);
      const result = validateDescriptorShape(file, JSON.parse(readFileSync(file, 'utf8')));
      if (!result.ok) throw new Error(`${file} is not a valid descriptor`);
      return result.descriptor;
    }),
).filter((d) => d.chart);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the chart choices of the market pages', () => {
  it('include the new types where they fit', () => {
    const offered = new Set(pages.flatMap((d) => d.chart!.choices ?? []));
    for (const type of ['rangeArea', 'pie', 'donut', 'clusteredColumn', 'area']) expect(offered).toContain(type);
  });

  for (const descriptor of pages) {
    it(`${descriptor.id}: every choice draws`, () => {
      const warn = vi.spyOn(console, 'warn');
      const error = vi.spyOn(console, 'error');
      const rows = hourlyRows(48, descriptor.columns);
      for (const choice of descriptor.chart!.choices ?? [descriptor.chart!.type]) {
        const option = chartTypes[choice]!.toEchartsOption({ descriptor, rows, locale: 'tr', theme: 'light' }) as { series: unknown[] };
        expect(option.series.length, choice).toBeGreaterThan(0);
        expect(toChartSvg(option, { width: 500, height: 250, theme: 'light' })).toContain('<svg');
      }
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    });
  }
});
