import { describe, expect, it } from 'vitest';
import { deliveryHourAt, readDeliveryHour, splitDeliveryHour, toDeliveryHour } from './deliveryHour';

describe('deliveryHour', () => {
  it('writes and splits an hour of a day, refusing hours and days that do not exist', () => {
    expect(toDeliveryHour('2024-08-01', 9)).toBe('2024-08-01T09:00');
    expect(splitDeliveryHour('2024-08-01T09:00')).toEqual({ day: '2024-08-01', hour: 9 });
    expect(splitDeliveryHour('2024-08-01T24:00')).toBeUndefined();
    expect(splitDeliveryHour('2024-02-30T09:00')).toBeUndefined();
    expect(splitDeliveryHour('2024-08-01T09:30')).toBeUndefined();
  });

  it('reads the Istanbul hour of an instant, across midnight, and wall-clock digits as they are', () => {
    expect(readDeliveryHour('2024-07-31T21:00:00Z')).toBe('2024-08-01T00:00');
    expect(readDeliveryHour('2024-08-01T00:59:59.999+03:00')).toBe('2024-08-01T00:00');
    expect(readDeliveryHour('2024-08-01T23:15')).toBe('2024-08-01T23:00');
    expect(readDeliveryHour('2024-08-01')).toBeUndefined();
    expect(readDeliveryHour('2024-08-01T25:00:00Z')).toBeUndefined();
  });

  it('opens a preset\'s day on the hour Istanbul\'s clock shows', () => {
    expect(deliveryHourAt('2024-08-02', new Date('2024-08-01T22:10:00Z'))).toBe('2024-08-02T01:00');
  });
});
