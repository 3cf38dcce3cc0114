// @vitest-environment happy-dom
// The membership requests screen: a search narrows the list; a rejection without a reason says so beside the
// field and sends nothing; with a reason it is sent and ends in the "Operation Successful" notice; approval asks
// for confirmation before anything is sent.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n/i18n';
import { clearNotice, currentNotice } from '../../shell/notices/noticeStore';
import { mockFetch } from '../../testing/mockFetch';
import { renderWithApp } from '../../testing/renderWithApp';
import { MembershipRequestsScreen } from './MembershipRequestsScreen';

afterEach(() => { act(() => clearNotice()); cleanup(); vi.unstubAllGlobals(); changeLocale('en'); });

const request = (id: number, name: string, email: string) => ({
  id, name, surname: 'Yılmaz', nationalId: '10000000146', email, organization: 'Örnek Enerji', purpose: 'Piyasa analizi',
  status: 'pending', createdAt: Date.UTC(2024, 7, 20, 9), decidedAt: null, accountId: null, decisionReason: null,
});
const LIST = 'GET /app-api/admin/membership-requests';

describe('MembershipRequestsScreen', () => {
  it('needs a reason to reject, and sends it', async () => {
    changeLocale('en');
    const { calls } = mockFetch({
      [LIST]: { body: { items: [request(1, 'Ayşe', 'ayse@example.com'), request(2, 'Mehmet', 'mehmet@example.com')] } },
      'POST /app-api/admin/membership-requests/2/reject': { body: { item: { ...request(2, 'Mehmet', 'mehmet@example.com'), status: 'rejected' } } },
    });
    renderWithApp(<MembershipRequestsScreen />);
    await screen.findByText('Ayşe Yılmaz');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'mehmet' } });
    expect(screen.queryByText('Ayşe Yılmaz')).toBeNull();
    expect(screen.getByText('1 of 2 records shown')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Details of Mehmet Yılmaz\'s request' }));
    expect(screen.getByText('Piyasa analizi')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the request' });
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' })); });
    expect(within(dialog).getByText('The reason cannot be empty.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Reason for rejection').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.path.endsWith('/reject'))).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason for rejection'), { target: { value: ' Kurum doğrulanamadı. ' } });
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' })); });
    expect(calls.find((c) => c.path.endsWith('/2/reject'))?.body).toEqual({ reason: 'Kurum doğrulanamadı.' });
    expect(currentNotice()).toEqual({ kind: 'success', message: 'Mehmet Yılmaz\'s request is rejected.' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before approving', async () => {
    changeLocale('tr');
    const { calls } = mockFetch({
      [LIST]: { body: { items: [request(1, 'Ayşe', 'ayse@example.com')] } },
      'POST /app-api/admin/membership-requests/1/approve': { body: { item: { ...request(1, 'Ayşe', 'ayse@example.com'), status: 'approved', accountId: 9 }, mailSent: true } },
    });
    renderWithApp(<MembershipRequestsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ayşe Yılmaz başvurusunun ayrıntıları' }));
    fireEvent.click(screen.getByRole('button', { name: 'Onayla' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Başvuru onaylansın mı?' });
    expect(within(dialog).getByText(/ayse@example.com/)).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/approve'))).toHaveLength(0);
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Onayla' })); });
    expect(calls.filter((c) => c.path.endsWith('/1/approve'))).toHaveLength(1);
    expect(currentNotice()).toEqual({ kind: 'success', message: 'Ayşe Yılmaz başvurusu onaylandı; hesap açıldı.' });
  });
});
