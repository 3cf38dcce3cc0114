// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLocale, i18n } from '../../i18n/i18n';
import { renderWithApp } from '../../testing/renderWithApp';
import { SettingsButton } from './SettingsButton';
import { ptfNotificationSetting, rememberLastPageSetting } from './userSettings';

/** The dialog is a chunk of its own, fetched with the first click: it opens once that is in. */
async function openSettings() {
  const opener = screen.getByRole('button', { name: 'Settings' });
  opener.focus();
  fireEvent.click(opener);
  // The dialog's code and texts load on first use: on a loaded machine that can take longer than a second.
  return { opener, dialog: await screen.findByRole('dialog', { name: 'Settings' }, { timeout: 5000 }) };
}

function press(key: string, init: { shiftKey?: boolean } = {}) {
  fireEvent.keyDown(document.activeElement ?? document.body, { key, ...init });
}

beforeEach(() => {
  localStorage.clear();
  changeLocale('en');
});
afterEach(() => {
  cleanup();
  changeLocale('en');
});

describe('SettingsDialog', () => {
  it('opens as a modal dialog with focus inside, closes on Escape and gives focus back to the gear', async () => {
    renderWithApp(<SettingsButton />);
    const { opener, dialog } = await openSettings();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);

    press('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog and closes on a click on the backdrop', async () => {
    renderWithApp(<SettingsButton />);
    const { dialog } = await openSettings();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    press('Tab', { shiftKey: true }); // from the first control, round to the last
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(close);
    press('Tab');
    expect(document.activeElement).toBe(close);

    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    const backdrop = dialog.parentElement!;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('switches the theme', async () => {
    renderWithApp(<SettingsButton />);
    const { dialog } = await openSettings();
    expect(within(dialog).getByRole('tab', { name: 'Theme' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.dataset.theme).toBe('default-dark');
    expect(localStorage.getItem('seffaflik.theme')).toBe('default-dark');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Light' }));
    expect(document.documentElement.dataset.theme).toBe('default-light');
  });

  it('switches the language, and the dialog follows it', async () => {
    renderWithApp(<SettingsButton />);
    const { dialog } = await openSettings();
    const languageTab = within(dialog).getByRole('tab', { name: 'Language' });
    languageTab.focus();
    press('ArrowRight'); // arrow keys move between tabs
    expect(within(dialog).getByRole('tab', { name: 'Notifications' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(languageTab);
    act(() => { fireEvent.click(within(dialog).getByRole('radio', { name: 'Türkçe' })); });
    expect(i18n.language).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');
    expect(screen.getByRole('dialog', { name: 'Ayarlar' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Dil' }).getAttribute('aria-selected')).toBe('true');
  });

  it('turns the publication notification off, and that is kept', async () => {
    renderWithApp(<SettingsButton />);
    const { dialog } = await openSettings();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Notifications' }));
    const toggle = within(dialog).getByRole('switch', { name: /day-ahead prices \(MCP\) are published/ }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(false);
    expect(localStorage.getItem('seffaflik.settings.notifications.ptf')).toBe('false');
    expect(ptfNotificationSetting.get()).toBe(false);
  });

  it('general: remembers the last-page choice and resets sidebar and favourites only after confirming', async () => {
    localStorage.setItem('seffaflik.sidebar.width', '320');
    localStorage.setItem('seffaflik.sidebar.collapsed', 'true');
    localStorage.setItem('seffaflik.favourites', '["mcp"]');
    localStorage.setItem('seffaflik.theme', 'default-dark');
    renderWithApp(<SettingsButton />);
    const { dialog } = await openSettings();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'General' }));

    const remember = within(dialog).getByRole('switch', { name: 'Remember the last visited page' }) as HTMLInputElement;
    expect(remember.checked).toBe(true);
    fireEvent.click(remember);
    expect(rememberLastPageSetting.get()).toBe(false);
    expect(localStorage.getItem('seffaflik.settings.rememberLastPage')).toBe('false');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset sidebar and favourites' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem('seffaflik.favourites')).toBe('["mcp"]');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset sidebar and favourites' }));
    expect(within(dialog).getByText(/This cannot be undone/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, reset' }));
    expect(localStorage.getItem('seffaflik.sidebar.width')).toBeNull();
    expect(localStorage.getItem('seffaflik.sidebar.collapsed')).toBeNull();
    expect(localStorage.getItem('seffaflik.favourites')).toBeNull();
    expect(localStorage.getItem('seffaflik.theme')).toBe('default-dark');
    expect(within(dialog).getByRole('status').textContent).toBe('The sidebar and favourites have been reset.');
  });
});
