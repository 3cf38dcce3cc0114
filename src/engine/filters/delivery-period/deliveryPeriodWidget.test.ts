import { describe, expect, it } from 'vitest';
import { defaultFilterValues } from '../../request/defaultFilterValues';
import { toRequest } from '../../request/toRequest';
import { validateFilterValues } from '../../request/validateFilterValues';
import { powerFuturesWithDelivery } from '../testing/filterShapeDescriptors';
import { deliveryPeriodWidget, type DeliveryPeriodFilter } from './deliveryPeriodWidget';
import { deliveryYears } from './deliveryYears';

const now = new Date('2024-07-29T07:00:00Z');
const delivery = powerFuturesWithDelivery.filters[1] as DeliveryPeriodFilter;

describe('the delivery period widget', () => {
  it('opens on this Istanbul year and the default period, and sends the year as the field types it', () => {
    const values = defaultFilterValues(powerFuturesWithDelivery, now);
    expect(values).toEqual({ startDate: '2024-07-29', endDate: '2024-07-29', year: '2024', deliveryPeriod: 'Ocak' });
    expect(toRequest(powerFuturesWithDelivery, values)).toEqual({
      startDate: '2024-07-29T00:00:00+03:00',
      endDate: '2024-07-29T00:00:00+03:00',
      year: 2024,
      deliveryPeriod: 'Ocak',
    });
    // New Year's Eve 21:30 UTC is already the next year in Istanbul.
    expect(defaultFilterValues(powerFuturesWithDelivery, new Date('2024-12-31T21:30:00Z')).year).toBe('2025');
  });

  it('opens on every delivery when it has no default period, so next year\'s contracts show too', () => {
    const { default: _period, ...noDefault } = delivery;
    const page = { ...powerFuturesWithDelivery, filters: [powerFuturesWithDelivery.filters[0]!, noDefault] };
    expect(defaultFilterValues(page, now)).toEqual({ startDate: '2024-07-29', endDate: '2024-07-29' });
    expect(toRequest(page, defaultFilterValues(page, now))).toEqual({ startDate: '2024-07-29T00:00:00+03:00', endDate: '2024-07-29T00:00:00+03:00' });
  });

  it('holds year and period in one form value; an empty period means every period of the year', () => {
    expect(deliveryPeriodWidget.toFormData(delivery, { year: 2024, deliveryPeriod: 'Şubat' }, undefined)).toEqual({ year_deliveryPeriod: '2024/Şubat' });
    expect(deliveryPeriodWidget.fromFormData(delivery, { year_deliveryPeriod: '2025/' })).toEqual({ year: '2025', deliveryPeriod: undefined });
    expect(toRequest(powerFuturesWithDelivery, { startDate: '2024-07-29', endDate: '2024-07-29', year: '2025' })).toEqual({
      startDate: '2024-07-29T00:00:00+03:00',
      endDate: '2024-07-29T00:00:00+03:00',
      year: 2025,
    });
  });

  it('refuses a period that is not offered and a year out of range, in both languages', () => {
    const base = { startDate: '2024-07-29', endDate: '2024-07-29' };
    expect(validateFilterValues(powerFuturesWithDelivery, { ...base, year: '2024', deliveryPeriod: 'Q1' })).toEqual([
      { field: 'deliveryPeriod', message: { tr: 'Listedeki seçeneklerden birini seçin.', en: 'Choose one of the options in the list.' } },
    ]);
    expect(validateFilterValues(powerFuturesWithDelivery, { ...base, year: '1999' })).toEqual([
      { field: 'year', message: { tr: 'Teslimat yılı 2000 ile 2099 arasında bir yıl olmalı.', en: 'The delivery year must be a year from 2000 to 2099.' } },
    ]);
  });

  it('offers the years from the first one to this year plus the years ahead, newest first', () => {
    expect(deliveryYears({ firstYear: 2021, yearsAhead: 1 }, 2024)).toEqual([2025, 2024, 2023, 2022, 2021]);
    expect(deliveryYears({ firstYear: 2030, yearsAhead: 0 }, 2024)).toEqual([2030]);
  });
});
