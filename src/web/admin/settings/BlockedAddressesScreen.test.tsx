// @vitest-environment happy-dom
// The blocked-addresses screen: empty fields are named beside them and nothing is sent; the server's refusal of
// a range is shown beside the range field; a good block is sent whole and listed; Remove asks first and then
// sends the removal.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n/i18n';
import { clearNotice, currentNotice } from '../../shell/notices/noticeStore';
import { mockFetch } from '../../testing/mockFetch';
import { renderWithApp } from '../../testing/renderWithApp';
import { BlockedAddressesScreen } from './BlockedAddressesScreen';

afterEach(() => { act(() => clearNotice()); cleanup(); vi.unstubAllGlobals(); changeLocale('en'); });

const URL = '/app-api/admin/settings/blocked-addresses';
const block = (id: number, range: string, reason: string) => ({ id, range, reason, expiresAt: null, expired: false, createdAt: '2024-08-20T10:00:00+03:00', createdBy: 'admin@test.example' });

describe('BlockedAddressesScreen', () => {
  it('checks, sends and lists a block, with the server\'s refusal beside its field', async () => {
    changeLocale('en');
    let items = [block(1, '203.0.113.0/24', 'Scraping')];
    let refuseNext = true;
    const { calls } = mockFetch({
      [`GET ${URL}`]: () => ({ body: { yourAddress: '198.51.100.4', items } }),
      [`POST ${URL}`]: (body) => {
        if (refuseNext) { refuseNext = false; return { status: 400, body: { errors: [{ errorCode: 'INVALID_FIELD', errorMessage: 'range: This range holds your own address (198.51.100.4); you cannot lock yourself out.' }] } }; }
        const added = block(2, (body as { range: string }).range, (body as { reason: string }).reason);
        items = [...items, added];
        return { status: 201, body: added };
      },
    });
    renderWithApp(<BlockedAddressesScreen />);
    expect(await screen.findByText('Your address: 198.51.100.4. A range holding it, or the local machine, cannot be blocked.')).toBeTruthy();
    expect(screen.getByText('203.0.113.0/24')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Block an address or range' });
    fireEvent.click(within(form).getByRole('button', { name: 'Block' }));
    expect(within(form).getAllByText('This field cannot be empty.')).toHaveLength(2);
    expect(within(form).getByLabelText('Address or range').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Address or range'), { target: { value: '198.51.100.0/24' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Test' } });
    await act(async () => { fireEvent.submit(form); });
    expect(await within(form).findByText('This range holds your own address (198.51.100.4); you cannot lock yourself out.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Address or range'), { target: { value: '192.0.2.0/24' } });
    fireEvent.change(within(form).getByLabelText('Expiry (Istanbul time, optional)'), { target: { value: '2030-01-02T03:04' } });
    await act(async () => { fireEvent.submit(form); });
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ range: '192.0.2.0/24', reason: 'Test', expiresAt: '2030-01-02T03:04:00+03:00' });
    expect(await screen.findByText('192.0.2.0/24')).toBeTruthy();
    expect(currentNotice()).toEqual({ kind: 'success', message: '192.0.2.0/24 is blocked.' });
  });

  it('asks before removing a block', async () => {
    changeLocale('en');
    const { calls } = mockFetch({
      [`GET ${URL}`]: { body: { yourAddress: '127.0.0.1', items: [block(7, '2001:db8::/32', 'Test range')] } },
      [`POST ${URL}/7/remove`]: { body: { id: 7, range: '2001:db8::/32' } },
    });
    renderWithApp(<BlockedAddressesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the block of 2001:db8::/32' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the block?' });
    expect(within(dialog).getByText('Requests from 2001:db8::/32 will be accepted again.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path.endsWith('/remove'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove the block of 2001:db8::/32' }));
    await act(async () => { fireEvent.click(within(screen.getByRole('dialog', { name: 'Remove the block?' })).getByRole('button', { name: 'Confirm' })); });
    expect(calls.some((c) => c.method === 'POST' && c.path === `${URL}/7/remove`)).toBe(true);
  });
});
