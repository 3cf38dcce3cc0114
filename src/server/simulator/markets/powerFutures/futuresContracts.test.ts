import { describe, expect, it } from 'vitest';
import { calendarDay, dayKey, parseDay } from '../../calendar';
import { contractsListedOn, futuresContract, tradingDays } from './futuresContracts';

describe('the power futures contracts', () => {
  it('name monthly, quarterly and yearly contracts by load type, period and year', () => {
    const month = futuresContract('month', 'Baz', 2024, 9);
    expect(month).toMatchObject({ name: 'F1BM0924', deliveryPeriod: 'Eylül', year: 2024 });
    expect([dayKey(month.tradingStart), dayKey(month.deliveryStart), dayKey(month.deliveryEnd)]).toEqual(['2024-06-01', '2024-09-01', '2024-09-30']);
    const quarter = futuresContract('quarter', 'Puant', 2025, 1);
    expect(quarter).toMatchObject({ name: 'F1PQ0125', deliveryPeriod: 'Q1' });
    expect([dayKey(quarter.tradingStart), dayKey(quarter.deliveryEnd)]).toEqual(['2024-07-01', '2025-03-31']);
    expect(futuresContract('year', 'Baz', 2025, 1)).toMatchObject({ name: 'F1BY25', deliveryPeriod: 'Yıllık' });
  });

  it('list the next three months, the next two quarters and, in the second half, next year, in both load types', () => {
    const names = contractsListedOn(parseDay('2024-08-20')).map((c) => c.name);
    expect(names).toEqual([
      'F1BM0924', 'F1BM1024', 'F1BM1124', 'F1BQ0424', 'F1BQ0125', 'F1BY25',
      'F1PM0924', 'F1PM1024', 'F1PM1124', 'F1PQ0424', 'F1PQ0125', 'F1PY25',
    ]);
    // Across the year end, months and quarters roll into the next year; the yearly contract is in delivery.
    expect(contractsListedOn(parseDay('2024-12-31')).filter((c) => c.loadType === 'Baz').map((c) => c.name)).toEqual(['F1BM0125', 'F1BM0225', 'F1BM0325', 'F1BQ0125', 'F1BQ0225', 'F1BY25']);
    expect(contractsListedOn(parseDay('2025-01-02')).filter((c) => c.loadType === 'Baz').map((c) => c.name)).toEqual(['F1BM0225', 'F1BM0325', 'F1BM0425', 'F1BQ0225', 'F1BQ0325']);
  });

  it('trade on business days only, until the day before delivery', () => {
    const days = tradingDays(futuresContract('month', 'Baz', 2024, 9));
    expect(days.every((d) => calendarDay(d).isBusinessDay)).toBe(true);
    // 30 August is Victory Day, a holiday: the last session is the 29th.
    expect(dayKey(days[days.length - 1]!)).toBe('2024-08-29');
    // June to August 2024 less weekends, the Kurban Bayramı break and 15 July.
    expect(days.length).toBe(60);
  });
});
