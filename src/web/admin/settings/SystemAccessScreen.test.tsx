// @vitest-environment happy-dom
// The system-access screen: filters go to the server as query parameters, each account offers the actions its
// state allows, and an action is sent only after it is confirmed.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n/i18n';
import { clearNotice } from '../../shell/notices/noticeStore';
import { mockFetch } from '../../testing/mockFetch';
import { renderWithApp } from '../../testing/renderWithApp';
import { SystemAccessScreen } from './SystemAccessScreen';

afterEach(() => { act(() => clearNotice()); cleanup(); vi.unstubAllGlobals(); changeLocale('en'); });

const URL = '/app-api/admin/settings/accounts';
const account = (id: number, email: string, role: 'member' | 'admin', status: 'active' | 'disabled', sessions = 0) => ({
  id, email, name: 'Ad', surname: 'Soyad', organization: 'Kurum', role, status, createdAt: '2024-08-20T10:00:00+03:00', disabledAt: null, sessions, tickets: 0,
});

describe('SystemAccessScreen', () => {
  it('filters, offers each account its actions, and confirms before disabling', async () => {
    changeLocale('en');
    const { calls, fetchMock } = mockFetch({
      [`GET ${URL}`]: { body: { total: 2, limit: 200, items: [account(1, 'admin@test.example', 'admin', 'active', 1), account(2, 'member@test.example', 'member', 'disabled')] } },
      [`POST ${URL}/1/disable`]: { body: account(1, 'admin@test.example', 'admin', 'disabled') },
    });
    renderWithApp(<SystemAccessScreen />);
    expect(await screen.findByText('2 accounts')).toBeTruthy();
    const adminRow = screen.getByText('admin@test.example').closest('tr')!;
    expect(within(adminRow).getAllByRole('button').map((b) => b.textContent)).toEqual(['Demote to member', 'Disable', 'End sessions']);
    const memberRow = screen.getByText('member@test.example').closest('tr')!;
    expect(within(memberRow).getAllByRole('button').map((b) => b.textContent)).toEqual(['Make administrator', 'Enable']);

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'disabled' } });
    fireEvent.change(screen.getByLabelText('Search accounts'), { target: { value: 'member' } });
    await vi.waitFor(() => expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(`${URL}?search=member&status=disabled`));

    fireEvent.click(within(adminRow).getByRole('button', { name: 'Disable: admin@test.example' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText('admin@test.example is disabled: no sign-in, and their open sessions and tickets end at once.')).toBeTruthy();
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' })); });
    expect(calls.some((c) => c.method === 'POST' && c.path === `${URL}/1/disable`)).toBe(true);
  });
});
