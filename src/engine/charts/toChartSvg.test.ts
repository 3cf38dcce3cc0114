import { describe, expect, it } from 'vitest';
import { fixtures } from '../testing/reportFixtures';
import { generationDay, hourlyRows, mcpDay } from '../testing/reportRows';
import { chartTypes } from './chartTypes';
import { toChartSvg } from './toChartSvg';

describe('toChartSvg', () => {
  const option = chartTypes.line!.toEchartsOption({ descriptor: fixtures.mcp, rows: mcpDay, locale: 'tr', theme: 'light' });

  it('draws a standalone SVG with a title that says what, when and on which clock', () => {
    const svg = toChartSvg(option, { width: 800, height: 300, theme: 'light', title: 'Piyasa Takas Fiyatı (PTF)', subtitle: '29.07.2024 · TSİ (UTC+3) · Simüle veri', background: '#ffffff' });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('width="800"');
    expect(svg).toContain('Piyasa Takas Fiyatı (PTF)');
    expect(svg).toContain('29.07.2024 · TSİ (UTC+3) · Simüle veri');
    expect(svg).toContain('PTF (TL/MWh)'); // the legend
    expect(svg).toMatch(/<path d="M[^"]+L/); // the line itself
    // Well-formed attributes: a PDF's SVG parser refuses quotes inside them.
    expect(svg).not.toMatch(/font-family:[^;"]*"[^"]*"[^;]*;/);
  });

  it('keeps the reader\'s legend choice: a series switched off is not drawn', () => {
    const off = toChartSvg(option, { width: 800, height: 300, theme: 'dark', legendSelected: { 'PTF (TL/MWh)': false } });
    const on = toChartSvg(option, { width: 800, height: 300, theme: 'dark' });
    expect(off.length).toBeLessThan(on.length);
  });

  it('says under a long chart that it shows fewer points than the rows, in the reader\'s language', () => {
    const year = hourlyRows(8784, fixtures.mcp.columns);
    const tr = chartTypes.line!.toEchartsOption({ descriptor: fixtures.mcp, rows: year, locale: 'tr', theme: 'light' });
    const en = chartTypes.line!.toEchartsOption({ descriptor: fixtures.mcp, rows: year, locale: 'en', theme: 'light' });
    expect(toChartSvg(tr, { width: 600, height: 250, theme: 'light' })).toContain('Grafik 8.784 noktanın 1.200 tanesini gösteriyor; tabloda her satır var.');
    expect(toChartSvg(en, { width: 600, height: 250, theme: 'light', title: 'MCP' })).toContain('The chart shows 1,200 of 8,784 points; the table has every row.');
    expect(toChartSvg(option, { width: 600, height: 250, theme: 'light' })).not.toContain('points');
  });

  it('draws a donut of the generation mix, naming what has no share', () => {
    const donut = chartTypes.donut!.toEchartsOption({ descriptor: fixtures.realtimeGeneration, rows: generationDay, locale: 'en', theme: 'light' });
    const svg = toChartSvg(donut, { width: 800, height: 400, theme: 'light', title: 'Generation' });
    expect(svg).toContain('Natural gas (MWh)');
    expect(svg).toContain('No share (zero or negative)');
    expect(svg).toContain('Generation');
  });
});
