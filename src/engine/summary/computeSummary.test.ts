import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../rows/reportRow';
import { computeSummary } from './computeSummary';

const rows: ReportRow[] = [
  { date: '2024-07-29T00:00:00+03:00', price: 2400.5, priceUsd: 72.7, volume: 100 },
  { date: '2024-07-29T01:00:00+03:00', price: 2200, priceUsd: null, volume: 300 },
  { date: '2024-07-29T02:00:00+03:00', price: 3100.25, priceUsd: 93.9, volume: 0 },
];

describe('computeSummary', () => {
  it('evaluates every field of a summary block', () => {
    expect(
      computeSummary(
        {
          priceAvg: 'avg(price)',
          priceMax: 'max(price)',
          priceMin: 'min(price)',
          priceTotal: 'sum(price)',
          priceUsdAvg: 'avg(priceUsd)',
          hours: 'count(priceUsd)',
          ptfWeightedAvg: 'wavg(price, volume)',
        },
        rows,
      ),
    ).toEqual({
      priceAvg: 7700.75 / 3,
      priceMax: 3100.25,
      priceMin: 2200,
      priceTotal: 7700.75,
      priceUsdAvg: 83.30000000000001,
      hours: 2,
      ptfWeightedAvg: (2400.5 * 100 + 2200 * 300) / 400,
    });
  });

  it('gives null for every value over no rows, except count', () => {
    expect(computeSummary({ priceAvg: 'avg(price)', priceTotal: 'sum(price)', n: 'count(price)' }, [])).toEqual({
      priceAvg: null,
      priceTotal: null,
      n: 0,
    });
  });

  it('throws on an expression outside the grammar', () => {
    expect(() => computeSummary({ priceMedian: 'median(price)' }, rows)).toThrow(/median\(price\)/);
  });
});
