import { describe, expect, it } from 'vitest';
import { defaultFilterValues } from '../../request/defaultFilterValues';
import { fieldFilter } from '../../request/fieldFilter';
import { toRequest } from '../../request/toRequest';
import { validateFilterValues } from '../../request/validateFilterValues';
import { withChanges } from '../../testing/reportFixtures';
import { defaultDateFilter } from '../filtersInEffect';
import { gasFuturesByTradeOrDelivery as futures } from '../testing/filterShapeDescriptors';
import { chooseBody, describeBodies } from './chooseBody';
import { choiceWidget, type ChoiceFilter } from './choiceWidget';

const now = new Date('2024-07-29T07:00:00Z');
const choice = futures.filters[0] as ChoiceFilter;

describe('the choice widget', () => {
  it('opens on the default body and sends only its fields', () => {
    const values = defaultFilterValues(futures, now);
    expect(values).toEqual({ isTransactionPeriod: 'true', startDate: '2024-07-23', endDate: '2024-07-29', deliveryYear: undefined, deliveryPeriod: undefined });
    expect(toRequest(futures, values)).toEqual({ startDate: '2024-07-23T00:00:00+03:00', endDate: '2024-07-29T00:00:00+03:00', isTransactionPeriod: true });
  });

  it('clears the other body when the reader switches, so a request never mixes the two', () => {
    const data = { ...choiceWidget.toFormData(choice, defaultFilterValues(futures, now), undefined), isTransactionPeriod: 'false', deliveryYear_deliveryPeriod: '2024/Q1' };
    const values = choiceWidget.fromFormData(choice, data);
    expect(values).toEqual({ isTransactionPeriod: 'false', startDate: undefined, endDate: undefined, deliveryYear: '2024', deliveryPeriod: 'Q1' });
    expect(toRequest(futures, values)).toEqual({ isTransactionPeriod: false, deliveryYear: '2024', deliveryPeriod: 'Q1' });
    // A link that switches body but keeps the other body's days still sends one body.
    expect(toRequest(futures, { ...defaultFilterValues(futures, now), isTransactionPeriod: 'false', deliveryYear: '2025' })).toEqual({ isTransactionPeriod: false, deliveryYear: '2025' });
  });

  it('asks for the chosen body\'s fields only', () => {
    expect(validateFilterValues(futures, { isTransactionPeriod: 'false' })).toEqual([
      { field: 'deliveryYear', message: { tr: 'Zorunlu alan: teslimat yılını seçin.', en: 'Required field: choose a delivery year.' } },
    ]);
    expect(validateFilterValues(futures, { isTransactionPeriod: 'true', endDate: '2024-07-29' })).toEqual([
      { field: 'startDate', message: { tr: 'Zorunlu alan: başlangıç tarihini seçin.', en: 'Required field: choose a start date.' } },
    ]);
    // The trade-date body's own span limit still holds.
    expect(validateFilterValues(futures, { isTransactionPeriod: 'true', startDate: '2024-01-01', endDate: '2024-07-29' }).map((e) => e.field)).toEqual(['endDate']);
  });

  it('finds the filter of a field inside an alternative', () => {
    expect(fieldFilter(futures, 'deliveryYear')?.widget).toBe('deliveryPeriod');
    expect(fieldFilter(futures, 'startDate')?.widget).toBe('dateRange');
    expect(fieldFilter(futures, 'isTransactionPeriod')?.widget).toBe('choice');
  });

  it('takes either body on the server side, and names both when neither is complete', () => {
    const byDates = { isTransactionPeriod: true, startDate: '2024-07-01T00:00:00+03:00', endDate: '2024-07-02T00:00:00+03:00' };
    expect(chooseBody(choice, byDates)?.value).toBe(true);
    expect(chooseBody(choice, { deliveryYear: '2024' })?.value).toBe(false);
    expect(chooseBody(choice, { isTransactionPeriod: false, startDate: byDates.startDate, endDate: byDates.endDate })).toBeUndefined();
    expect(chooseBody(choice, {})).toBeUndefined();
    expect(describeBodies(choice, 'en')).toBe('{isTransactionPeriod: true, startDate, endDate} or {isTransactionPeriod: false, deliveryYear}');
    expect(describeBodies(choice, 'tr')).toBe('{isTransactionPeriod: true, startDate, endDate} ya da {isTransactionPeriod: false, deliveryYear}');
  });

  it('gives the page the date filter of its default body: its span limit, its preset, its sync range', () => {
    expect(defaultDateFilter(futures)).toMatchObject({ bind: ['startDate', 'endDate'], maxSpan: { unit: 'month', value: 3 } });
    const byDelivery = withChanges(futures, (d) => { (d.filters[0] as ChoiceFilter).default = false; });
    expect(defaultDateFilter(byDelivery)).toBeUndefined();
  });
});
