import { describe, expect, it } from 'vitest';
import { calendarDay, dayKey, parseDay } from '../../calendar';
import { GAS_FUTURES_FIRST_DAY, gasContractsListedOn, gasFuturesContract, gasTradingDays } from './gasFuturesContracts';

describe('the gas futures contracts', () => {
  it('name monthly, quarterly and yearly contracts by period and year, with their delivery days', () => {
    const month = gasFuturesContract('month', 2024, 2);
    expect(month).toMatchObject({ name: 'GM0224', deliveryPeriod: 'Şubat', year: 2024 });
    expect([dayKey(month.deliveryStart), dayKey(month.deliveryEnd), dayKey(month.tradingStart)]).toEqual(['2024-02-01', '2024-02-29', '2023-11-01']);
    const quarter = gasFuturesContract('quarter', 2025, 1);
    expect(quarter).toMatchObject({ name: 'GQ0125', deliveryPeriod: 'Q1' });
    expect([dayKey(quarter.deliveryStart), dayKey(quarter.deliveryEnd), dayKey(quarter.tradingStart)]).toEqual(['2025-01-01', '2025-03-31', '2024-07-01']);
    const year = gasFuturesContract('year', 2025, 1);
    expect(year).toMatchObject({ name: 'GY25', deliveryPeriod: 'Yıllık' });
    expect([dayKey(year.deliveryEnd), dayKey(year.tradingStart)]).toEqual(['2025-12-31', '2024-07-01']);
  });

  it('lists three months, two quarters and, from July, the next year, each until the day before its delivery', () => {
    expect(gasContractsListedOn(parseDay('2024-08-15')).map((c) => c.name)).toEqual(['GM0924', 'GM1024', 'GM1124', 'GQ0424', 'GQ0125', 'GY25']);
    expect(gasContractsListedOn(parseDay('2024-03-31')).map((c) => c.name)).toEqual(['GM0424', 'GM0524', 'GM0624', 'GQ0224', 'GQ0324']);
    for (const c of gasContractsListedOn(parseDay('2024-12-31'))) expect(c.deliveryStart).toBeGreaterThan(parseDay('2024-12-31'));
  });

  it('trades nothing before the market’s first day, 2021-10-01, and opens every window no earlier', () => {
    expect(gasContractsListedOn(parseDay('2021-09-30'))).toEqual([]);
    const first = gasContractsListedOn(GAS_FUTURES_FIRST_DAY);
    expect(first.map((c) => c.name)).toEqual(['GM1121', 'GM1221', 'GM0122', 'GQ0122', 'GQ0222', 'GY22']);
    for (const c of first) expect(c.tradingStart).toBe(GAS_FUTURES_FIRST_DAY);
  });

  it('trades on business days only, the last one before delivery', () => {
    const days = gasTradingDays(gasFuturesContract('month', 2024, 5));
    expect(days.every((d) => calendarDay(d).isBusinessDay)).toBe(true);
    expect(dayKey(days[days.length - 1]!)).toBe('2024-04-30');
    expect(days.length).toBeGreaterThan(55);
  });
});
