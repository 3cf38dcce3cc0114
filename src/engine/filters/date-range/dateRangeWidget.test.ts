import { describe, expect, it } from 'vitest';
import { defaultFilterValues } from '../../request/defaultFilterValues';
import { toRequest } from '../../request/toRequest';
import { validateFilterValues } from '../../request/validateFilterValues';
import { fixtures, withChanges } from '../../testing/reportFixtures';
import { oneHour, oneYear, yearRange } from '../testing/filterShapeDescriptors';
import { dateRangeWidget, type DateRangeFilter } from './dateRangeWidget';

const now = new Date('2024-07-29T07:00:00Z');
const mcpRange = fixtures.mcp.filters[0] as DateRangeFilter;

describe('the date range widget', () => {
  it('keeps a range with its quick range in one form value and splits it back into both fields', () => {
    const data = dateRangeWidget.toFormData(mcpRange, { startDate: '2024-07-01', endDate: '2024-07-03' }, 'last7Days');
    expect(data).toEqual({ startDate_endDate: '2024-07-01/2024-07-03/last7Days' });
    expect(dateRangeWidget.fromFormData(mcpRange, data)).toEqual({ startDate: '2024-07-01', endDate: '2024-07-03' });
    expect(dateRangeWidget.fromFormData(mcpRange, { startDate_endDate: '/2024-07-03' })).toEqual({ startDate: undefined, endDate: '2024-07-03' });
  });

  it('opens one year on 1 January and sends that day', () => {
    expect(defaultFilterValues(oneYear, now)).toEqual({ period: '2024-01-01' });
    expect(toRequest(oneYear, { period: '2023-01-01' })).toEqual({ period: '2023-01-01T00:00:00+03:00' });
  });

  it('asks for a year when a one-year filter is empty', () => {
    expect(validateFilterValues(oneYear, { period: undefined })).toEqual([
      { field: 'period', message: { tr: 'Zorunlu alan: bir yıl seçin.', en: 'Required field: choose a year.' } },
    ]);
  });

  it('reads a year range from 1 January to 31 December and holds it to the span limit', () => {
    expect(defaultFilterValues(yearRange, now)).toEqual({ startDate: '2023-01-01', endDate: '2023-12-31' });
    expect(validateFilterValues(yearRange, { startDate: '2019-01-01', endDate: '2023-12-31' })).toEqual([]);
    const tooLong = validateFilterValues(yearRange, { startDate: '2018-01-01', endDate: '2023-12-31' });
    expect(tooLong.map((error) => error.field)).toEqual(['endDate']);
    expect(tooLong[0]?.message.en).toMatch(/^The date range can be/);
    expect(validateFilterValues(yearRange, { startDate: '2023-01-01', endDate: '2022-12-31' })[0]?.message.en).toBe('The end date cannot be before the start date.');
  });

  it('refuses days before the market\'s first day: a range may not start before it, a period must reach it', () => {
    const from2021 = withChanges(yearRange, (page) => { (page.filters[0] as DateRangeFilter).firstDay = '2021-10-01'; });
    const early = validateFilterValues(from2021, { startDate: '2021-01-01', endDate: '2022-12-31' });
    expect(early).toEqual([{ field: 'startDate', message: { tr: expect.stringContaining('01.10.2021'), en: "This market's data begins on 01.10.2021; a date before that day cannot be chosen." } }]);
    expect(validateFilterValues(from2021, { startDate: '2021-10-01', endDate: '2022-12-31' })).toEqual([]);
    const yearFrom2021 = withChanges(oneYear, (page) => { (page.filters[0] as DateRangeFilter).firstDay = '2021-10-01'; });
    expect(validateFilterValues(yearFrom2021, { period: '2021-01-01' })).toEqual([]);
    expect(validateFilterValues(yearFrom2021, { period: '2020-01-01' }).map((error) => error.field)).toEqual(['period']);
  });

  it('opens one delivery hour on the current Istanbul hour of the preset\'s day and sends that hour with +03:00', () => {
    // 07:00 UTC is 10:00 in Istanbul.
    expect(defaultFilterValues(oneHour, now)).toEqual({ date: '2024-07-29T10:00' });
    expect(toRequest(oneHour, { date: '2024-07-29T13:00' })).toEqual({ date: '2024-07-29T13:00:00+03:00' });
  });

  it('reads an hour written in UTC, with milliseconds or another offset as the same Istanbul hour', () => {
    for (const written of ['2024-07-29T10:00:00.000Z', '2024-07-29T13:00:00+03:00', '2024-07-29T12:00:00+02:00', '2024-07-29T13:30']) {
      expect(toRequest(oneHour, { date: written }), written).toEqual({ date: '2024-07-29T13:00:00+03:00' });
    }
  });

  it('asks for a day and an hour when the hour filter is empty or unreadable', () => {
    expect(validateFilterValues(oneHour, { date: undefined })).toEqual([
      { field: 'date', message: { tr: 'Zorunlu alan: bir gün ve saat seçin.', en: 'Required field: choose a day and an hour.' } },
    ]);
    expect(validateFilterValues(oneHour, { date: '2024-02-30T13:00' }).map((error) => error.field)).toEqual(['date']);
    expect(toRequest(oneHour, { date: '2024-02-30T13:00' })).toEqual({});
  });
});
