// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n/i18n';
import { damDescriptor, generationDescriptor } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mockFetch';
import { renderWithApp } from '../../testing/renderWithApp';
import { FilterForm } from './FilterForm';

const now = new Date('2024-07-29T10:00:00+03:00');
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
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ startDate: '2024-07-28', endDate: '2024-07-28', powerPlantId: 142 }));
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
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ basinName: 'Dicle', damName: undefined }));
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
    expect(screen.getByLabelText('End').getAttribute('max')).toBe('2024-03-31');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onApply).not.toHaveBeenCalled();
  });
});
