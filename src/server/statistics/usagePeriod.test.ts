import { describe, expect, it } from 'vitest';
import { bucketStart, bucketsBetween, fromDayNumber, toDayNumber } from './usagePeriod';

describe('usage periods', () => {
  it('starts a week on Monday and a month on its first day', () => {
    const thursday = toDayNumber('2024-08-22');
    expect(fromDayNumber(bucketStart(thursday, 'week'))).toBe('2024-08-19');
    expect(fromDayNumber(bucketStart(toDayNumber('2024-08-19'), 'week'))).toBe('2024-08-19');
    expect(fromDayNumber(bucketStart(toDayNumber('2024-08-18'), 'week'))).toBe('2024-08-12');
    expect(fromDayNumber(bucketStart(thursday, 'month'))).toBe('2024-08-01');
  });

  it('lists every bucket of a range, empty ones included', () => {
    expect(bucketsBetween(toDayNumber('2024-07-30'), toDayNumber('2024-08-02'), 'day')).toEqual(['2024-07-30', '2024-07-31', '2024-08-01', '2024-08-02']);
    expect(bucketsBetween(toDayNumber('2024-01-31'), toDayNumber('2024-03-01'), 'month')).toEqual(['2024-01-01', '2024-02-01', '2024-03-01']);
    expect(bucketsBetween(toDayNumber('2024-08-01'), toDayNumber('2024-08-20'), 'week')).toEqual(['2024-07-29', '2024-08-05', '2024-08-12', '2024-08-19']);
  });
});
