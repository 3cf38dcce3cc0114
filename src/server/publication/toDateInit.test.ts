import { describe, expect, it } from 'vitest';
import { findOperation } from '../../engine/catalogue/catalogue';
import { toDateInit } from './toDateInit';

const at = (istanbul: string) => new Date(`${istanbul}+03:00`);

describe('toDateInit', () => {
  it('has exactly the fields of the operator\'s date-init', () => {
    const op = findOperation('electricity-service', '/v1/main/date-init')!;
    expect(Object.keys(toDateInit(at('2024-08-20T10:00:00'))).sort()).toEqual([...op.envelope].sort());
  });

  it('derives the calendar dates from the Istanbul clock', () => {
    const d = toDateInit(at('2024-03-01T00:30:15.700'));
    expect(d).toMatchObject({
      today: '2024-03-01T00:00:00+03:00', yesterday: '2024-02-29T00:00:00+03:00', tomorrow: '2024-03-02T00:00:00+03:00',
      lastWeek: '2024-02-23T00:00:00+03:00', thisMonth: '2024-03-01T00:00:00+03:00', lastMonth: '2024-02-01T00:00:00+03:00',
      endOfDay: '2024-03-01T23:59:59+03:00', serverTime: '2024-03-01T00:30:15+03:00', dateUnit: '2024-03-01T00:30:15+03:00',
    });
  });

  it('follows the day-ahead schedule: the newest results are tomorrow\'s from 14:00', () => {
    expect(toDateInit(at('2024-12-31T13:59:00'))).toMatchObject({ gopMonth: '2024-12-01T00:00:00+03:00', gopYear: '2024-01-01T00:00:00+03:00', showSupplyAndDemandCurve: '2024-12-31T00:00:00+03:00' });
    expect(toDateInit(at('2024-12-31T14:00:00'))).toMatchObject({ gopMonth: '2025-01-01T00:00:00+03:00', gopYear: '2025-01-01T00:00:00+03:00', showKgupEak: '2025-01-01T00:00:00+03:00' });
  });

  it('follows the settlement schedule: a month is settled on the 15th of the next', () => {
    expect(toDateInit(at('2024-08-14T12:00:00'))).toMatchObject({
      conciliationPeriod: '2024-06-01T00:00:00+03:00', conciliationEndOfMonth: '2024-06-30T00:00:00+03:00',
      periodBeforeYearAgo: '2023-06-01T00:00:00+03:00', yekdemLastDate: '2024-06-30T00:00:00+03:00',
    });
    expect(toDateInit(at('2024-08-15T00:00:00'))).toMatchObject({ conciliationPeriod: '2024-07-01T00:00:00+03:00', conciliationEndOfMonth: '2024-07-31T00:00:00+03:00' });
  });
});
