// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n/i18n';
import { fixtures } from '../../../engine/testing/reportFixtures';
import { mockFetch } from '../../testing/mockFetch';
import { renderWithApp } from '../../testing/renderWithApp';
import { FilterForm } from './FilterForm';

const now = new Date('2024-07-29T10:00:00+03:00');
const generationDescriptor = fixtures.realtimeGeneration;
const damDescriptor = fixtures.damDailyLevel;
const plants = Array.from({ length: 1500 }, (_, i) => ({ id: i + 1, name: `SANTRAL ${i + 1}`, shortName: `S${i + 1}`, eic: `40W${String(i + 1).padStart(13, '0')}` }));

beforeEach(() => changeLocale('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FilterForm', () => {
  it('searches a long lookup, shows a bounded list and picks with the keyboard', async () => {
    mockFetch({ 'GET /electricity-service/v1/generation/data/powerplant-list': { body: { items: plants } } });
    const onApply = vi.fn();
    renderWithApp(
      <FilterForm
        descriptor={generationDescriptor}
        values={{ startDate: '2024-07-28', endDate: '2024-07-28' }}
        spanLimit={{ unit: 'month', value: 3 }}
        now={now}
        onApply={onApply}
        onReset={() => {}}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Power plant' });
    fireEvent.change(input, { target: { value: 'santral 14' } });
    const list = await screen.findByRole('listbox', { name: 'Power plant' });
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBe(50));
    expect(within(list).getAllByRole('option')[0]?.textContent).toContain('SANTRAL 14');
    expect(within(list).getByText(/more matches, keep typing/)).toBeTruthy();

    fireEvent.change(input, { target: { value: '40W0000000000142' } });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('SANTRAL 142'));

    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ startDate: '2024-07-28', endDate: '2024-07-28', powerPlantId: 142 }, undefined));
  });

  it('reloads the dam list for a new basin and clears the chosen dam', async () => {
    const { calls } = mockFetch({
      'GET /electricity-service/v1/dams/data/basin-list': { body: ['Dicle', 'Fırat'] },
      'POST /electricity-service/v1/dams/data/dam-list': (body) => ({
        body: { damList: (body as { basinName?: string }).basinName === 'Dicle' ? ['ILISU'] : ['KEBAN', 'KARAKAYA'] },
      }),
    });
    const onApply = vi.fn();
    renderWithApp(<FilterForm descriptor={damDescriptor} values={{ basinName: 'Fırat' }} spanLimit={undefined} now={now} onApply={onApply} onReset={() => {}} />);

    const dam = screen.getByRole('combobox', { name: 'Dam' });
    fireEvent.click(dam);
    const damList = await screen.findByRole('listbox', { name: 'Dam' });
    fireEvent.click(await within(damList).findByText('KEBAN'));
    expect((dam as HTMLInputElement).value).toBe('KEBAN');

    const basin = screen.getByRole('combobox', { name: 'Basin' });
    fireEvent.click(basin);
    fireEvent.click(await within(screen.getByRole('listbox', { name: 'Basin' })).findByText('Dicle'));
    await waitFor(() => expect((dam as HTMLInputElement).value).toBe(''));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/dam-list') && (c.body as { basinName?: string }).basinName === 'Dicle')).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ basinName: 'Dicle', damName: undefined }, undefined));
  });

  it('states the span limit and blocks a longer range', async () => {
    mockFetch({ 'GET /electricity-service/v1/generation/data/powerplant-list': { body: { items: [] } } });
    const onApply = vi.fn();
    renderWithApp(
      <FilterForm
        descriptor={generationDescriptor}
        values={{ startDate: '2024-01-01', endDate: '2024-07-28' }}
        spanLimit={{ unit: 'month', value: 3 }}
        now={now}
        onApply={onApply}
        onReset={() => {}}
      />,
    );
    expect(screen.getByText('The range can be at most 3 months.')).toBeTruthy();
    expect(screen.getByText(/no later than 31\.03\.2024/)).toBeTruthy();
    // The end calendar opens at the limit and goes no further.
    fireEvent.click(screen.getByRole('button', { name: 'Open calendar: End' }));
    const calendar = screen.getByRole('dialog', { name: 'Calendar: End' });
    expect(within(calendar).getByRole('gridcell', { name: 'Sunday 31 March 2024' }).getAttribute('aria-disabled')).toBeNull();
    expect(within(calendar).getByRole('button', { name: 'Next month' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onApply).not.toHaveBeenCalled();
  });

  it('explains a typed impossible date beside its field once and refuses to submit it', async () => {
    mockFetch({ 'GET /electricity-service/v1/generation/data/powerplant-list': { body: { items: [] } } });
    const onApply = vi.fn();
    renderWithApp(
      <FilterForm descriptor={generationDescriptor} values={{ startDate: '2024-07-28', endDate: '2024-07-28' }} spanLimit={undefined} now={now} onApply={onApply} onReset={() => {}} />,
    );
    const start = screen.getByRole('textbox', { name: 'Start' });
    fireEvent.change(start, { target: { value: '31.02.2024' } });
    fireEvent.blur(start);
    expect(screen.getByText('31.02.2024 is not a valid date: February 2024 has 29 days.')).toBeTruthy();
    expect(screen.queryByText('Choose a valid date.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onApply).not.toHaveBeenCalled();

    fireEvent.change(start, { target: { value: '1/7/2024' } });
    fireEvent.blur(start);
    expect((start as HTMLInputElement).value).toBe('01.07.2024');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ startDate: '2024-07-01', endDate: '2024-07-28' }), undefined));
  });

  it('offers months for a monthly range and sends their first and last days', async () => {
    const onApply = vi.fn();
    renderWithApp(<FilterForm descriptor={fixtures.mcpMonthlyAverage} values={{ startDate: '2024-01-01', endDate: '2024-07-29' }} spanLimit={undefined} now={now} onApply={onApply} onReset={() => {}} />);
    const start = screen.getByRole('textbox', { name: 'Start' }) as HTMLInputElement;
    const end = screen.getByRole('textbox', { name: 'End' }) as HTMLInputElement;
    expect([start.value, end.value]).toEqual(['01.2024', '07.2024']);

    fireEvent.change(start, { target: { value: '03.2023' } });
    fireEvent.blur(start);
    fireEvent.click(screen.getByRole('button', { name: 'Open calendar: End' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(end.value).toBe('06.2024');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ startDate: '2023-03-01', endDate: '2024-06-30' }, undefined));
  });

  it('applies a quick range at once, as a relative range, and a day typed in full without Show', async () => {
    mockFetch({ 'GET /electricity-service/v1/generation/data/powerplant-list': { body: { items: [] } } });
    const onApply = vi.fn();
    renderWithApp(
      <FilterForm descriptor={generationDescriptor} values={{ startDate: '2024-07-28', endDate: '2024-07-28' }} rangePreset="yesterday" spanLimit={undefined} now={now} onApply={onApply} onReset={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Yesterday' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Last month' }));
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ startDate: '2024-06-01', endDate: '2024-06-30' }), 'lastMonth');

    const start = screen.getByRole('textbox', { name: 'Start' });
    fireEvent.change(start, { target: { value: '01.06.20' } });
    expect(onApply).toHaveBeenCalledTimes(1);
    fireEvent.change(start, { target: { value: '15.06.2024' } });
    // An edited day makes the range absolute.
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ startDate: '2024-06-15', endDate: '2024-06-30' }), undefined);
  });
});
