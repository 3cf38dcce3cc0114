import { describe, expect, it } from 'vitest';
import { fixtures, withChanges } from '../testing/reportFixtures';
import { gasFuturesByTradeOrDelivery } from '../filters/testing/filterShapeDescriptors';
import { canCompare, comparisonValues, shiftDayBack } from './comparisonValues';

describe('comparisonValues', () => {
  it('moves the date range a week or a year back and keeps every other filter', () => {
    const values = { startDate: '2024-07-01', endDate: '2024-07-31', region: 'TR1' };
    expect(comparisonValues(fixtures.systemMarginalPrice, values, 'week')).toEqual({ startDate: '2024-06-24', endDate: '2024-07-24', region: 'TR1' });
    expect(comparisonValues(fixtures.systemMarginalPrice, values, 'year')).toEqual({ startDate: '2023-07-01', endDate: '2023-07-31', region: 'TR1' });
  });

  it('turns 29 February into 28 February a year back', () => {
    expect(shiftDayBack('2024-02-29', 'year')).toBe('2023-02-28');
    expect(shiftDayBack('2024-03-01', 'week')).toBe('2024-02-23');
  });

  it('is offered only on time charts over a date range with one series per column', () => {
    expect(canCompare(fixtures.mcp)).toBe(true);
    expect(canCompare(fixtures.damDailyLevel)).toBe(false);
    // A generation mix is stacked: another layer of last year's values would be misread.
    expect(canCompare(fixtures.realtimeGeneration)).toBe(false);
    expect(canCompare(withChanges(fixtures.realtimeGeneration, (d) => { d.chart!.type = 'line'; }))).toBe(true);
    expect(comparisonValues(fixtures.damDailyLevel, {}, 'week')).toBeUndefined();
  });

  it('moves the dates of the alternative in effect, and nothing when the chosen body has no dates', () => {
    const futures = withChanges(gasFuturesByTradeOrDelivery, (d) => { d.chart = { ...d.chart!, type: 'line' }; });
    expect(canCompare(futures)).toBe(true);
    const byTrade = { isTransactionPeriod: 'true', startDate: '2024-07-08', endDate: '2024-07-14' };
    expect(comparisonValues(futures, byTrade, 'week')).toEqual({ ...byTrade, startDate: '2024-07-01', endDate: '2024-07-07' });
    expect(comparisonValues(futures, { isTransactionPeriod: 'false', deliveryYear: '2024', deliveryPeriod: 'Q1' }, 'week')).toBeUndefined();
  });
});
