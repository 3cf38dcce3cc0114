// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../i18n/i18n';
import { navigate } from '../../router/history';
import { clearErrors, currentErrors, showErrors } from './errorStore';
import { ErrorModal } from './ErrorModal';

function renderModal() {
  return render(
    <ErrorModal />,
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  changeLocale('tr');
});

afterEach(() => {
  cleanup();
  clearErrors();
});

describe('ErrorModal', () => {
  it('shows nothing while there is no error', () => {
    renderModal();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows each error with its transaction id, code and message, in Turkish', () => {
    renderModal();
    act(() => showErrors({ errors: [{ errorCode: 'RANGE', errorMessage: 'Tarih aralığı çok uzun.' }], transactionId: 'c-42' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Hata Uyarısı' });
    expect(within(dialog).getByText('İşlem numarası')).toBeTruthy();
    expect(within(dialog).getByText('c-42')).toBeTruthy();
    expect(within(dialog).getByText('Hata kodu')).toBeTruthy();
    expect(within(dialog).getByText('RANGE')).toBeTruthy();
    expect(within(dialog).getByText('Tarih aralığı çok uzun.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Kapat' }));
  });

  it('speaks English when the interface does, and shows a network error as its message alone', () => {
    changeLocale('en');
    renderModal();
    act(() => showErrors({ kind: 'network', errors: [{ errorCode: '', errorMessage: 'Could not reach the server.' }] }));
    const dialog = screen.getByRole('alertdialog', { name: 'Error Alert' });
    expect(within(dialog).getByText('Connection problem')).toBeTruthy();
    expect(within(dialog).getByText('Could not reach the server.')).toBeTruthy();
    expect(within(dialog).queryByText('Error code')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('clears the errors when closed', () => {
    renderModal();
    act(() => showErrors({ errors: [{ errorCode: 'E', errorMessage: 'm' }] }));
    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(currentErrors()).toBeNull();
  });

  it('clears the errors when Escape closes it', () => {
    renderModal();
    act(() => showErrors({ errors: [{ errorCode: 'E', errorMessage: 'm' }] }));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(currentErrors()).toBeNull();
  });

  it('clears the errors when the reader moves to another page', () => {
    renderModal();
    act(() => showErrors({ errors: [{ errorCode: 'E', errorMessage: 'm' }] }));
    act(() => navigate('/reports/dam-mcp'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(currentErrors()).toBeNull();
  });

  it('offers a signed-in reader who was refused to sign out', () => {
    changeLocale('en');
    const client = new QueryClient();
    client.setQueryData(['session', 'user-info'], { name: 'Demo', surname: 'User', role: 'member', adminSession: false, publicData: false, csrfToken: 'csrf-1' });
    render(
      <QueryClientProvider client={client}>
        <ErrorModal />
      </QueryClientProvider>,
    );
    act(() => showErrors({ errors: [{ errorCode: 'FORBIDDEN', errorMessage: 'Not for this account.' }], offerSignOut: true }));
    const dialog = screen.getByRole('alertdialog', { name: 'Error Alert' });
    const offer = within(dialog).getByRole('button', { name: 'Not authorized, click to log out' });
    const form = offer.closest('form')!;
    expect(form.getAttribute('action')).toBe('/auth/sign-out?lang=en');
    expect((form.querySelector('input[name="_csrf"]') as HTMLInputElement).value).toBe('csrf-1');
  });
});
