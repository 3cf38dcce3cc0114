import { describe, expect, it } from 'vitest';
import { chartTypes, isChartType } from './chartTypes';

describe('chartTypes', () => {
  it('registers every type under its own id', () => {
    for (const [id, definition] of Object.entries(chartTypes)) expect(definition.id).toBe(id);
    expect(Object.keys(chartTypes)).toEqual([
      'line', 'stepLine', 'singleLine', 'area', 'simpleColumn', 'clusteredColumn', 'stackedArea', 'stackedColumn',
      'pie', 'rosePie', 'donut', 'multiAxis', 'rangeArea', 'columnLine', 'candle',
    ]);
    for (const definition of Object.values(chartTypes)) expect(definition.label.tr).not.toBe(definition.label.en);
  });

  it('knows its names', () => {
    expect(isChartType('stackedArea')).toBe(true);
    expect(isChartType('pie')).toBe(true);
    expect(isChartType('bubble')).toBe(false);
    expect(isChartType('toString')).toBe(false);
  });
});
