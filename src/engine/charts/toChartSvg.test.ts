import { describe, expect, it } from 'vitest';
import { fixtures } from '../testing/reportFixtures';
import { mcpDay } from '../testing/reportRows';
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
});
