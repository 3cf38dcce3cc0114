import { describe, expect, it } from 'vitest';
import { pageSpanLimit } from './pageSpanLimit';

describe('pageSpanLimit', () => {
  const own = { unit: 'year', value: 1 } as const;

  it('prefers the page settings', () => {
    expect(pageSpanLimit(own, { menuId: 1, rangeType: 'GUN', rangeMaxValue: 31 })).toEqual({ unit: 'day', value: 31 });
    expect(pageSpanLimit(own, { menuId: 1, rangeType: 'AY', rangeMaxValue: 3 })).toEqual({ unit: 'month', value: 3 });
    expect(pageSpanLimit(undefined, { menuId: 1, rangeType: 'YIL', rangeMaxValue: 2 })).toEqual({ unit: 'year', value: 2 });
  });

  it('falls back to the descriptor', () => {
    expect(pageSpanLimit(own, undefined)).toBe(own);
    expect(pageSpanLimit(own, { menuId: 1, rangeType: null, rangeMaxValue: null })).toBe(own);
    expect(pageSpanLimit(own, { menuId: 1, rangeType: 'GUN', rangeMaxValue: 0 })).toBe(own);
  });
});
