import { describe, expect, it } from 'vitest';
import { chartTypes, isChartType } from './chartTypes';

describe('chartTypes', () => {
  it('registers every type under its own id', () => {
    for (const [id, definition] of Object.entries(chartTypes)) expect(definition.id).toBe(id);
    expect(Object.keys(chartTypes)).toEqual(['line', 'stepLine', 'simpleColumn', 'stackedArea', 'stackedColumn']);
  });

  it('knows its names', () => {
    expect(isChartType('stackedArea')).toBe(true);
    expect(isChartType('pie')).toBe(false);
    expect(isChartType('toString')).toBe(false);
  });
});
