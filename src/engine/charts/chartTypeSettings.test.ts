// The descriptor checks of the chart types that need more than a type name (src/engine/descriptors/semanticChecks.ts).
import { describe, expect, it } from 'vitest';
import { runSemanticChecks } from '../descriptors/semanticChecks';
import { fixtures, withChanges } from '../testing/reportFixtures';

const chartFindings = (descriptor: Parameters<typeof runSemanticChecks>[1]) =>
  runSemanticChecks('test.json', descriptor).filter((p) => p.check === 'chartTypeSettings').map((p) => `${p.pointer}: ${p.message}`);

describe('chartTypeSettings', () => {
  it('asks a range area for its low and high series, of chart.series and of one unit', () => {
    const missing = withChanges(fixtures.mcp, (page) => {
      page.chart = { type: 'line', x: 'date', series: ['price', 'priceUsd'], choices: ['line', 'rangeArea'] };
    });
    expect(chartFindings(missing)).toEqual(['/chart: a rangeArea chart needs chart.range']);
    const wrong = withChanges(fixtures.mcp, (page) => {
      page.chart = { type: 'rangeArea', x: 'date', series: ['price', 'priceUsd'], range: { low: 'priceUsd', high: 'priceEur' } };
    });
    expect(chartFindings(wrong)).toEqual([
      '/chart/range/high: "priceEur" is not one of chart.series',
      '/chart/range: the band runs between a USD/MWh and a EUR/MWh series',
    ]);
  });

  it('asks a candle for its open, high, low and close series', () => {
    const descriptor = withChanges(fixtures.mcp, (page) => {
      page.chart = { type: 'candle', x: 'date', series: ['price'], ohlc: { open: 'price', high: 'price', low: 'price', close: 'priceUsd' } };
    });
    expect(chartFindings(descriptor)).toEqual(['/chart/ohlc/close: "priceUsd" is not one of chart.series']);
  });

  it('offers a pie only for series of one unit', () => {
    const mixed = withChanges(fixtures.mcp, (page) => {
      page.chart = { type: 'line', x: 'date', series: ['price', 'priceUsd'], choices: ['line', 'pie'] };
    });
    expect(chartFindings(mixed)).toEqual(['/chart/series: a pie shares out one whole, but the series have units TL/MWh, USD/MWh']);
    expect(chartFindings(withChanges(fixtures.realtimeGeneration, (page) => {
      page.chart!.choices = ['stackedArea', 'pie', 'donut'];
    }))).toEqual([]);
  });
});
