import { describe, expect, it } from 'vitest';
import { dateFilterRange, periodRange } from './periodRange';

const day = { widget: 'dateRange', bind: ['date'], default: 'today', maxSpan: { unit: 'day', value: 1 }, granularity: 'day' } as const;
const month = { ...day, bind: ['period'], granularity: 'month' } as const;
const range = { ...day, bind: ['startDate', 'endDate'] } as const;

describe('periodRange', () => {
  it('reads a day as itself and a month as all of its days, leap February included', () => {
    expect(periodRange('2024-07-29', 'day')).toEqual({ start: '2024-07-29', end: '2024-07-29' });
    expect(periodRange('2024-02-17', 'month')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(periodRange('2023-12-31', 'month')).toEqual({ start: '2023-12-01', end: '2023-12-31' });
  });

  it('reads a year as 1 January to 31 December', () => {
    expect(periodRange('2024-07-29', 'year')).toEqual({ start: '2024-01-01', end: '2024-12-31' });
    expect(dateFilterRange({ ...day, bind: ['year'], granularity: 'year' }, { year: '2023-01-01' })).toEqual({ start: '2023-01-01', end: '2023-12-31' });
  });

  it('gives the days a one-field or two-field filter stands for, and nothing while a day is missing', () => {
    expect(dateFilterRange({ ...month, bind: [...month.bind] }, { period: '2024-07-01' })).toEqual({ start: '2024-07-01', end: '2024-07-31' });
    expect(dateFilterRange({ ...day, bind: [...day.bind] }, { date: '2024-07-29' })).toEqual({ start: '2024-07-29', end: '2024-07-29' });
    expect(dateFilterRange({ ...range, bind: [...range.bind] }, { startDate: '2024-07-01', endDate: '2024-07-03' })).toEqual({ start: '2024-07-01', end: '2024-07-03' });
    expect(dateFilterRange({ ...range, bind: [...range.bind] }, { startDate: '2024-07-01' })).toBeUndefined();
    expect(dateFilterRange({ ...day, bind: [...day.bind] }, { date: '2024-02-30' })).toBeUndefined();
  });
});
