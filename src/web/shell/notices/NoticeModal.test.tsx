// @vitest-environment happy-dom
// The spec's modal titles for what is not an error: "Information" and "Operation Successful", in both languages.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../i18n/i18n';
import { renderWithApp } from '../../testing/renderWithApp';
import { NoticeModal } from './NoticeModal';
import { clearNotice, showNotice } from './noticeStore';

afterEach(() => { act(() => clearNotice()); cleanup(); changeLocale('en'); });

describe('NoticeModal', () => {
  it('shows a finished operation under "Operation Successful" and closes with OK', async () => {
    changeLocale('en');
    renderWithApp(<NoticeModal />);
    act(() => showNotice({ kind: 'success', message: 'PDF ready: dam-mcp.pdf (684 kB) downloaded.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Operation Successful' });
    expect(dialog.textContent).toContain('PDF ready');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('titles information "Bilgi" in Turkish', async () => {
    changeLocale('tr');
    renderWithApp(<NoticeModal />);
    act(() => showNotice({ kind: 'information', message: 'Bilgi metni' }));
    expect(await screen.findByRole('dialog', { name: 'Bilgi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tamam' })).toBeTruthy();
  });
});
