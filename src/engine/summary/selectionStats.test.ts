import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../rows/reportRow';
import { selectionStats } from './selectionStats';

const selected: ReportRow[] = [
  { hour: '10:00', price: 2500, volume: -120.5 },
  { hour: '11:00', price: 2700, volume: null },
  { hour: '12:00', price: null, volume: 80.5 },
];

describe('selectionStats', () => {
  it('counts the selected rows and gives total and average per column', () => {
    expect(selectionStats(selected, ['price', 'volume'])).toEqual({
      count: 3,
      total: { price: 5200, volume: -40 },
      average: { price: 2600, volume: -20 },
    });
  });

  it('gives null for a column with no values in the selection', () => {
    expect(selectionStats([{ price: null }], ['price'])).toEqual({ count: 1, total: { price: null }, average: { price: null } });
  });

  it('gives an empty result for an empty selection', () => {
    expect(selectionStats([], ['price'])).toEqual({ count: 0, total: { price: null }, average: { price: null } });
  });

  it('returns 0, not -0, when values cancel out', () => {
    const stats = selectionStats([{ v: 1.5 }, { v: -1.5 }], ['v']);
    expect(Object.is(stats.total.v, 0)).toBe(true);
    expect(Object.is(stats.average.v, 0)).toBe(true);
  });
});
