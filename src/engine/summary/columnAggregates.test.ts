import { describe, expect, it } from 'vitest';
import { columnOf, fixtures } from '../testing/reportFixtures';
import { allowsSummaryOp, columnAggregates } from './columnAggregates';
import { isPartialPeriod } from './partialPeriod';
import { summarizeColumns } from './summarizeColumns';

const { mcp, realtimeGeneration, damDailyLevel, mcpMonthlyAverage } = fixtures;

describe('column aggregates', () => {
  it('never totals a price, and totals a volume', () => {
    expect(columnAggregates(columnOf(mcp, 'price'))).toEqual(['avg', 'min', 'max']);
    expect(allowsSummaryOp(columnOf(mcp, 'price'), 'sum')).toBe(false);
    expect(allowsSummaryOp(columnOf(mcp, 'price'), 'wavg')).toBe(true);
    expect(allowsSummaryOp(columnOf(realtimeGeneration, 'wind'), 'sum')).toBe(true);
  });

  it('gives nothing to text, time, codes and ids', () => {
    expect(columnAggregates(columnOf(mcp, 'date'))).toEqual([]);
    expect(columnAggregates(columnOf(damDailyLevel, 'damId'))).toEqual([]);
  });

  it('summarizes rows by what each column allows', () => {
    const rows = [
      { date: '2026-11-01T00:00:00+03:00', dam: 'KEBAN', dailyKot: 840.5, damId: 7 },
      { date: '2026-11-01T00:00:00+03:00', dam: 'ATATÜRK', dailyKot: 530.25, damId: 9 },
    ];
    expect(summarizeColumns(damDailyLevel, rows)).toEqual({ dailyKot: { min: 530.25, max: 840.5 } });
  });
});

describe('partial periods', () => {
  const now = new Date('2026-11-24T07:00:00Z');
  it('marks the current month of a monthly report, not earlier months nor daily reports', () => {
    expect(isPartialPeriod(mcpMonthlyAverage, { date: '2026-11-01T00:00:00+03:00', averageMcp: 1 }, now)).toBe(true);
    expect(isPartialPeriod(mcpMonthlyAverage, { date: '2026-10-01T00:00:00+03:00', averageMcp: 1 }, now)).toBe(false);
    expect(isPartialPeriod(mcp, { date: '2026-11-24T00:00:00+03:00', price: 1 }, now)).toBe(false);
  });
});
