// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n/i18n';
import { renderWithApp } from '../../../testing/renderWithApp';
import { DateField, type DateFieldProps } from './DateField';

type Props = Omit<DateFieldProps, 'value' | 'onChange' | 'id' | 'label' | 'monthDay' | 'granularity' | 'today'> &
  Partial<Pick<DateFieldProps, 'monthDay' | 'granularity' | 'today'>> & { initial: string; onChange?: (value: string) => void };

function Harness({ initial, onChange, ...props }: Props) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      id="range_end"
      label="End"
      granularity="day"
      monthDay="last"
      today="2024-07-29"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

function renderField(props: Props) {
  renderWithApp(<Harness {...props} />);
  return screen.getByRole('textbox', { name: 'End' }) as HTMLInputElement;
}

function press(key: string, init: { shiftKey?: boolean } = {}) {
  fireEvent.keyDown(document.activeElement ?? document.body, { key, ...init });
}

beforeEach(() => changeLocale('en'));
afterEach(() => cleanup());

describe('DateField', () => {
  it('shows DD.MM.YYYY whatever the browser locale, reads typed variants and normalises them on blur', () => {
    const onChange = vi.fn();
    const input = renderField({ initial: '2024-07-29', onChange });
    expect(input.value).toBe('29.07.2024');
    expect(input.placeholder).toBe('DD.MM.YYYY');

    fireEvent.change(input, { target: { value: '9.7.2024' } });
    expect(onChange).toHaveBeenLastCalledWith('2024-07-09');
    expect(input.value).toBe('9.7.2024');
    fireEvent.blur(input);
    expect(input.value).toBe('09.07.2024');

    fireEvent.change(input, { target: { value: '2024-08-01' } });
    fireEvent.blur(input);
    expect(input.value).toBe('01.08.2024');
    fireEvent.change(input, { target: { value: '02/08/2024' } });
    fireEvent.blur(input);
    expect(input.value).toBe('02.08.2024');
    expect(onChange).toHaveBeenLastCalledWith('2024-08-02');
  });

  it('explains an impossible date beside the field, in the page language, once the field is left', () => {
    const onChange = vi.fn();
    const input = renderField({ initial: '2024-07-29', onChange });
    fireEvent.change(input, { target: { value: '31.02.2025' } });
    expect(screen.queryByText(/not a valid date/)).toBeNull();
    fireEvent.blur(input);
    const message = screen.getByText('31.02.2025 is not a valid date: February 2025 has 28 days.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    // The form receives the text, which it refuses, so the old day cannot be submitted by mistake.
    expect(onChange).toHaveBeenLastCalledWith('31.02.2025');

    act(() => changeLocale('tr'));
    expect(screen.getByText('31.02.2025 geçerli bir tarih değil: Şubat 2025 ayı 28 gündür.')).toBeTruthy();

    fireEvent.change(input, { target: { value: '28.02.2025' } });
    expect(screen.queryByText(/geçerli bir tarih değil/)).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith('2025-02-28');
  });

  it('asks for DD.MM.YYYY when the text cannot be read, and Enter does not submit it', () => {
    const input = renderField({ initial: '' });
    fireEvent.change(input, { target: { value: 'yesterday' } });
    const enter = fireEvent.keyDown(input, { key: 'Enter' });
    expect(enter).toBe(false);
    expect(screen.getByText('Write the date as DD.MM.YYYY, for example 29.07.2024.')).toBeTruthy();
  });

  it('picks a day from the calendar with the keyboard', () => {
    const onChange = vi.fn();
    const input = renderField({ initial: '2024-07-29', onChange });
    const opener = screen.getByRole('button', { name: 'Open calendar: End' });
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Calendar: End' });
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByText('July 2024')).toBeTruthy();
    expect(within(dialog).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);

    const selected = within(dialog).getByRole('gridcell', { name: 'Monday 29 July 2024' });
    expect(document.activeElement).toBe(selected);
    expect(selected.getAttribute('aria-selected')).toBe('true');
    expect(selected.getAttribute('aria-current')).toBe('date');

    press('ArrowRight');
    press('ArrowDown');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Tuesday 6 August 2024');
    expect(within(dialog).getByText('August 2024')).toBeTruthy();
    press('End');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Sunday 11 August 2024');
    press('Home');
    press('PageDown');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Thursday 5 September 2024');
    press('PageUp', { shiftKey: true });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Tuesday 5 September 2023');
    press('Enter');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith('2023-09-05');
    expect(input.value).toBe('05.09.2023');
    expect(document.activeElement).toBe(opener);
  });

  it('disables the days past the limit and keeps the focus inside it', () => {
    renderField({ initial: '2024-07-10', min: '2024-07-05', max: '2024-07-20' });
    fireEvent.click(screen.getByRole('button', { name: 'Open calendar: End' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('gridcell', { name: 'Sunday 21 July 2024' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).getByRole('gridcell', { name: 'Thursday 4 July 2024' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Next month' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Today' })).toHaveProperty('disabled', true);

    fireEvent.click(within(dialog).getByRole('gridcell', { name: 'Sunday 21 July 2024' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    press('PageDown');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Saturday 20 July 2024');
  });

  it('closes on Escape (focus back on its button) and on a click outside', () => {
    renderField({ initial: '2024-07-29' });
    const opener = screen.getByRole('button', { name: 'Open calendar: End' });
    fireEvent.click(opener);
    press('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves between the header buttons and keeps Tab inside the dialog', () => {
    renderField({ initial: '2024-07-29' });
    fireEvent.click(screen.getByRole('button', { name: 'Open calendar: End' }));
    const dialog = screen.getByRole('dialog');
    const next = within(dialog).getByRole('button', { name: 'Next month' });
    next.focus();
    fireEvent.click(next);
    expect(within(dialog).getByText('August 2024')).toBeTruthy();
    expect(document.activeElement).toBe(next);
    expect(within(dialog).getByRole('gridcell', { name: 'Thursday 29 August 2024' }).getAttribute('tabindex')).toBe('0');

    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    press('Tab');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Previous year' }));
    press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(close);
  });

  it('in month mode shows MM.YYYY, offers months and maps them to the first or last day', () => {
    const onChange = vi.fn();
    const input = renderField({ initial: '2024-07-31', granularity: 'month', monthDay: 'last', min: '2024-03-01', max: '2025-02-28', onChange });
    expect(input.value).toBe('07.2024');
    expect(input.placeholder).toBe('MM.YYYY');

    fireEvent.change(input, { target: { value: '2/2024' } });
    expect(onChange).toHaveBeenLastCalledWith('2024-02-29');
    fireEvent.blur(input);
    expect(input.value).toBe('02.2024');

    fireEvent.click(screen.getByRole('button', { name: 'Open calendar: End' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('2024')).toBeTruthy();
    expect(within(dialog).getByRole('gridcell', { name: 'February 2024' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).getByRole('gridcell', { name: 'July 2024' }).getAttribute('aria-current')).toBe('date');
    // The chosen month lies before the limit, so the focus starts on the first month allowed.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('March 2024');
    press('ArrowDown');
    press('Home');
    expect(document.activeElement?.textContent).toBe('Apr');
    press('End');
    expect(document.activeElement?.textContent).toBe('Jun');
    press('PageDown');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('February 2025');
    press('Enter');
    expect(onChange).toHaveBeenLastCalledWith('2025-02-28');
    expect(input.value).toBe('02.2025');
  });

  it('names months and weekdays in Turkish', () => {
    changeLocale('tr');
    renderWithApp(<Harness initial="2024-07-01" granularity="month" monthDay="first" />);
    const input = screen.getByRole('textbox', { name: 'End' }) as HTMLInputElement;
    expect(input.placeholder).toBe('AA.YYYY');
    fireEvent.click(screen.getByRole('button', { name: 'Takvimi aç: End' }));
    expect(screen.getByRole('gridcell', { name: 'Temmuz 2024' }).textContent).toBe('Tem');
    fireEvent.change(input, { target: { value: '13.2024' } });
    fireEvent.blur(input);
    expect(screen.getByText('13.2024 geçerli bir tarih değil: ay 1 ile 12 arasında olmalıdır.')).toBeTruthy();
  });
});
