// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oneYear, yearRange } from '../../../../../engine/filters/testing/filterShapeDescriptors';
import { changeLocale } from '../../../../i18n/i18n';
import { renderWithApp } from '../../../../testing/renderWithApp';
import { FilterForm } from '../../FilterForm';

const now = new Date('2024-07-29T10:00:00+03:00');

beforeEach(() => changeLocale('en'));
afterEach(cleanup);

describe('DateRangeWidget with years', () => {
  it('picks one year and sends its first day', async () => {
    const onApply = vi.fn();
    renderWithApp(<FilterForm descriptor={oneYear} values={{ period: '2024-01-01' }} spanLimit={undefined} now={now} onApply={onApply} onReset={() => {}} />);
    const year = screen.getByRole('combobox', { name: 'Year' }) as HTMLSelectElement;
    expect(year.value).toBe('2024');
    fireEvent.change(year, { target: { value: '2021' } });
    await waitFor(() => expect(onApply).toHaveBeenLastCalledWith({ period: '2021-01-01' }, undefined));
  });

  it('picks a range of whole years, from 1 January to 31 December', async () => {
    const onApply = vi.fn();
    renderWithApp(<FilterForm descriptor={yearRange} values={{ startDate: '2023-01-01', endDate: '2023-12-31' }} spanLimit={undefined} now={now} onApply={onApply} onReset={() => {}} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'First year' }), { target: { value: '2020' } });
    await waitFor(() => expect(onApply).toHaveBeenLastCalledWith({ startDate: '2020-01-01', endDate: '2023-12-31' }, undefined));
    fireEvent.change(screen.getByRole('combobox', { name: 'Last year' }), { target: { value: '2024' } });
    await waitFor(() => expect(onApply).toHaveBeenLastCalledWith({ startDate: '2020-01-01', endDate: '2024-12-31' }, undefined));
  });
});
