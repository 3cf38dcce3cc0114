// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DateRangeFilter } from '../../../../../engine/filters/date-range/dateRangeWidget';
import { oneHour, oneYear, yearRange } from '../../../../../engine/filters/testing/filterShapeDescriptors';
import { withChanges } from '../../../../../engine/testing/reportFixtures';
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

describe('DateRangeWidget with a market\'s first day', () => {
  const from2021 = withChanges(yearRange, (page) => { (page.filters[0] as DateRangeFilter).firstDay = '2021-10-01'; });

  it('says when the data begins, offers no earlier year, and explains a range that starts before it', async () => {
    const onApply = vi.fn();
    renderWithApp(<FilterForm descriptor={from2021} values={{ startDate: '2022-01-01', endDate: '2023-12-31' }} spanLimit={undefined} now={now} onApply={onApply} onReset={() => {}} />);
    expect(screen.getByText(/Data begins on 01\.10\.2021\./)).toBeTruthy();
    const first = screen.getByRole('combobox', { name: 'First year' }) as HTMLSelectElement;
    expect([...first.options].map((o) => o.value).filter(Boolean).at(-1)).toBe('2021');
    fireEvent.change(first, { target: { value: '2021' } });
    expect(await screen.findByText("This market's data begins on 01.10.2021; a date before that day cannot be chosen.")).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();
  });
});

describe('DateRangeWidget with one delivery hour', () => {
  it('shows the day and the hour, sends the hour picked, and a quick range moves the day keeping the hour', async () => {
    const onApply = vi.fn();
    renderWithApp(<FilterForm descriptor={oneHour} values={{ date: '2024-07-29T13:00' }} spanLimit={undefined} now={now} onApply={onApply} onReset={() => {}} />);
    const hour = screen.getByRole('combobox', { name: 'Hour' }) as HTMLSelectElement;
    expect(hour.value).toBe('13');
    expect(hour.selectedOptions[0]?.textContent).toBe('13:00–14:00');
    expect((screen.getByRole('textbox', { name: /Day/ }) as HTMLInputElement).value).toBe('29.07.2024');
    fireEvent.change(hour, { target: { value: '15' } });
    await waitFor(() => expect(onApply).toHaveBeenLastCalledWith({ date: '2024-07-29T15:00' }, undefined));
    fireEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
    await waitFor(() => expect(onApply).toHaveBeenLastCalledWith({ date: '2024-07-30T15:00' }, 'tomorrow'));
  });
});
