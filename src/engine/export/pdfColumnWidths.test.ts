import { describe, expect, it } from 'vitest';
import { columnOf, fixtures } from '../testing/reportFixtures';
import { pdfColumnWidths, pdfFontSize } from './pdfColumnWidths';

describe('pdfColumnWidths', () => {
  it('never exceeds the available width, even with 19 columns', () => {
    // Real-time generation: date, hour, the total and 16 sources.
    const widths = pdfColumnWidths(fixtures.realtimeGeneration.columns, 785, 6);
    expect(widths).toHaveLength(19);
    expect(widths.reduce((a, b) => a + b, 0) + 19 * 6).toBeLessThanOrEqual(785);
    // A grouped MWh value such as "12.345,67" in 6 pt Roboto needs about 28 pt; "23:00" about 15 pt.
    expect(Math.min(...widths.slice(2))).toBeGreaterThan(28);
    expect(widths[1]).toBeGreaterThan(15);
  });

  it('gives the date more room than a number, and does not stretch a narrow table', () => {
    const widths = pdfColumnWidths(['date', 'hour', 'price'].map((key) => columnOf(fixtures.mcp, key)), 785, 6);
    expect(widths[0]).toBeGreaterThan(widths[2]!);
    expect(widths.reduce((a, b) => a + b, 0) + 3 * 6).toBeLessThan(785 * 0.6);
  });

  it('shrinks the type as columns multiply', () => {
    expect(pdfFontSize(5)).toBeGreaterThan(pdfFontSize(19));
  });
});
