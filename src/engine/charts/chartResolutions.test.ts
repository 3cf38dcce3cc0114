import { describe, expect, it } from 'vitest';
import { fixtures, withChanges } from '../testing/reportFixtures';
import { chartResolutions, defaultResolution, resolutionAggregate } from './chartResolutions';

describe('chartResolutions', () => {
  it('offers hour to month for an hourly price and for hourly volumes', () => {
    expect(chartResolutions(fixtures.mcp)).toEqual(['hour', 'day', 'week', 'month']);
    expect(chartResolutions(fixtures.realtimeConsumption)).toEqual(['hour', 'day', 'week', 'month']);
  });

  it('starts at a day for a daily report', () => {
    expect(chartResolutions(fixtures.gasDailyReferencePrice)).toEqual(['day', 'week', 'month']);
  });

  it('offers nothing where a coarser value means nothing: direction codes, one line per dam, monthly rows', () => {
    expect(chartResolutions(fixtures.systemDirection)).toEqual([]);
    expect(chartResolutions(fixtures.damDailyLevel)).toEqual([]);
    expect(chartResolutions(fixtures.mcpMonthlyAverage)).toEqual([]);
  });

  it('follows the descriptor when it says, in the order hour to month', () => {
    expect(chartResolutions(withChanges(fixtures.mcp, (d) => { d.chart!.resolutions = ['month', 'hour']; }))).toEqual(['hour', 'month']);
    expect(chartResolutions(withChanges(fixtures.mcp, (d) => { d.chart!.resolutions = []; }))).toEqual([]);
  });
});

describe('resolutionAggregate', () => {
  it('adds up volumes and averages prices and levels', () => {
    const column = (d: typeof fixtures.mcp, key: string) => d.columns.find((c) => c.key === key)!;
    expect(resolutionAggregate(column(fixtures.realtimeConsumption, 'consumption'))).toBe('sum');
    expect(resolutionAggregate(column(fixtures.mcp, 'price'))).toBe('avg');
    expect(resolutionAggregate(column(fixtures.damDailyLevel, 'dailyKot'))).toBe('avg');
    expect(resolutionAggregate(column(fixtures.systemDirection, 'smpDirectionId'))).toBeNull();
    expect(resolutionAggregate(column(fixtures.mcp, 'date'))).toBeNull();
  });
});

describe('defaultResolution', () => {
  const all = ['hour', 'day', 'week', 'month'] as const;
  it('keeps hours for a month and days for a year', () => {
    expect(defaultResolution(all, 31)).toBe('hour');
    expect(defaultResolution(all, 366)).toBe('day');
    expect(defaultResolution(['day', 'week', 'month'], 730)).toBe('day');
    expect(defaultResolution([], 366)).toBeUndefined();
    // A phone's narrow chart: a year reads as weeks.
    expect(defaultResolution(all, 366, 250)).toBe('week');
  });
});
