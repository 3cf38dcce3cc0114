// @vitest-environment happy-dom
// The report-descriptions screen: a search narrows the table, a field at fault says why beside it and sends
// nothing, a good edit is sent as one item and ends in the "Operation Successful" notice.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n/i18n';
import { clearNotice, currentNotice } from '../../shell/notices/noticeStore';
import { mockFetch } from '../../testing/mockFetch';
import { renderWithApp } from '../../testing/renderWithApp';
import { ReportDescriptionsScreen } from './ReportDescriptionsScreen';

afterEach(() => { act(() => clearNotice()); cleanup(); vi.unstubAllGlobals(); changeLocale('en'); });

const row = (menuId: number, titleEn: string, descriptionEn: string) => ({
  menuId, reportId: `r${menuId}`, titleTr: `${titleEn} TR`, titleEn, menuPathTr: 'Elektrik', menuPathEn: 'Electricity', url: null,
  descriptionTr: 'Türkçe metin', descriptionEn, defaultDescriptionTr: 'Türkçe metin', defaultDescriptionEn: descriptionEn, changedByAdmin: false,
});
const GET = 'POST /administration-service/v1/menu/get-page-data-descriptions';
const UPDATE = 'POST /administration-service/v1/menu/update-page-data-descriptions';

describe('ReportDescriptionsScreen', () => {
  it('filters, checks and saves a description in place', async () => {
    changeLocale('en');
    const { calls } = mockFetch({
      [GET]: { body: { items: [row(61, 'Market Clearing Price', 'Old text'), row(62, 'Matched Quantity', 'Other text')] } },
      [UPDATE]: { body: { items: [{ ...row(61, 'Market Clearing Price', 'New text'), defaultDescriptionEn: 'Old text', changedByAdmin: true }] } },
    });
    renderWithApp(<ReportDescriptionsScreen />);
    await screen.findAllByText('Old text', { selector: 'td span' });
    fireEvent.change(screen.getByLabelText('Search pages'), { target: { value: 'clearing' } });
    expect(screen.queryByText('Matched Quantity')).toBeNull();
    expect(screen.getByText('1 of 2 pages')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Market Clearing Price' }));
    const form = screen.getByRole('form', { name: 'Edit Market Clearing Price' });
    fireEvent.change(within(form).getByLabelText('English description'), { target: { value: '  ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('The description cannot be empty.')).toBeTruthy();
    expect(within(form).getByLabelText('English description').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.path.endsWith('update-page-data-descriptions'))).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('English description'), { target: { value: 'New text' } });
    expect(within(form).getByText('Not saved')).toBeTruthy();
    await act(async () => { fireEvent.submit(form); });
    expect(calls.find((c) => c.path.endsWith('update-page-data-descriptions'))?.body).toEqual({ items: [{ menuId: 61, descriptionTr: 'Türkçe metin', descriptionEn: 'New text' }] });
    expect(await screen.findByText('New text', { selector: 'td span' })).toBeTruthy();
    expect(screen.getByText('Changed by an administrator')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(currentNotice()).toEqual({ kind: 'success', message: 'The setting of “Market Clearing Price” is saved; it holds at once on the page and in the web service.' });
  });
});
