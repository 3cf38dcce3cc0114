// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { powerFuturesWithDelivery as futures } from '../../../../../engine/filters/testing/filterShapeDescriptors';
import { changeLocale } from '../../../../i18n/i18n';
import { renderWithApp } from '../../../../testing/renderWithApp';
import { FilterForm } from '../../FilterForm';

const now = new Date('2024-07-29T10:00:00+03:00');
const values = { startDate: '2024-07-29', endDate: '2024-07-29', year: '2024', deliveryPeriod: 'Ocak' };

beforeEach(() => changeLocale('en'));
afterEach(cleanup);

describe('DeliveryPeriodWidget', () => {
  it('offers the years up to next year and the periods in the page language, and applies a new period or all of them', async () => {
    const onApply = vi.fn();
    renderWithApp(<FilterForm descriptor={futures} values={values} spanLimit={undefined} now={now} onApply={onApply} onReset={() => {}} />);
    const year = screen.getByRole('combobox', { name: 'Delivery year' }) as HTMLSelectElement;
    expect(year.value).toBe('2024');
    expect(within(year).getAllByRole('option').map((option) => option.textContent)).toEqual(['All years', '2025', '2024', ...Array.from({ length: 8 }, (_, i) => String(2023 - i))]);
    const period = screen.getByRole('combobox', { name: 'Delivery period' });
    expect(within(period).getAllByRole('option').map((option) => option.textContent)).toEqual(['All periods', 'January', 'February']);

    fireEvent.change(period, { target: { value: '1' } });
    await waitFor(() => expect(onApply).toHaveBeenLastCalledWith({ ...values, deliveryPeriod: 'Şubat' }, undefined));
  });

  it('sends every period of the year when "All periods" is chosen', async () => {
    const onApply = vi.fn();
    renderWithApp(<FilterForm descriptor={futures} values={values} spanLimit={undefined} now={now} onApply={onApply} onReset={() => {}} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Delivery period' }), { target: { value: '' } });
    await waitFor(() => expect(onApply).toHaveBeenLastCalledWith({ ...values, deliveryPeriod: undefined }, undefined));
  });

  it('sends no year, every delivery, when "All years" is chosen with every period', async () => {
    const onApply = vi.fn();
    renderWithApp(<FilterForm descriptor={futures} values={{ ...values, deliveryPeriod: undefined }} spanLimit={undefined} now={now} onApply={onApply} onReset={() => {}} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Delivery year' }), { target: { value: '' } });
    await waitFor(() => expect(onApply).toHaveBeenLastCalledWith({ ...values, year: undefined, deliveryPeriod: undefined }, undefined));
  });
});
