import { describe, expect, it } from 'vitest';
import { summaryExpression } from '../../../schemas/report.schema';
import { parseSummaryExpression } from './parseSummaryExpression';

describe('parseSummaryExpression', () => {
  it('reads the single-field aggregates', () => {
    expect(parseSummaryExpression('avg(price)')).toEqual({ op: 'avg', field: 'price' });
    expect(parseSummaryExpression('min(priceUsd)')).toEqual({ op: 'min', field: 'priceUsd' });
    expect(parseSummaryExpression('max(price)')).toEqual({ op: 'max', field: 'price' });
    expect(parseSummaryExpression('sum(volume)')).toEqual({ op: 'sum', field: 'volume' });
    expect(parseSummaryExpression('count(price)')).toEqual({ op: 'count', field: 'price' });
  });

  it('reads a weighted average with or without a space after the comma', () => {
    expect(parseSummaryExpression('wavg(price, volume)')).toEqual({ op: 'wavg', field: 'price', weight: 'volume' });
    expect(parseSummaryExpression('wavg(price,volume)')).toEqual({ op: 'wavg', field: 'price', weight: 'volume' });
  });

  it('refuses anything else with a message that shows the grammar', () => {
    for (const bad of ['median(price)', 'avg(price, volume)', 'wavg(price)', 'avg( price )', 'avg(1price)', 'AVG(price)', 'avg(price);', '']) {
      expect(() => parseSummaryExpression(bad), bad).toThrow(/not valid: write avg\(field\)/);
    }
  });

  it('accepts exactly what the schema pattern accepts', () => {
    const pattern = new RegExp(summaryExpression.pattern);
    for (const text of ['avg(price)', 'wavg(a, b)', 'wavg(a,b)', 'sum(x1)', 'avg(price, volume)', 'wavg(a,  b)', 'count()']) {
      const parses = (() => {
        try {
          parseSummaryExpression(text);
          return true;
        } catch {
          return false;
        }
      })();
      expect(parses, text).toBe(pattern.test(text));
    }
  });
});
