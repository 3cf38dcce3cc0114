// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../i18n/i18n';
import { renderWithApp } from '../testing/renderWithApp';
import { WebServiceGuidePage } from './WebServiceGuidePage';

const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
const setClipboard = (value: unknown) => Object.defineProperty(navigator, 'clipboard', { configurable: true, value });

beforeEach(() => changeLocale('en'));
afterEach(() => {
  cleanup();
  changeLocale('tr');
  if (original) Object.defineProperty(navigator, 'clipboard', original);
  else setClipboard(undefined);
});

const codes = () => Array.from(document.querySelectorAll('pre code')).map((code) => code.textContent ?? '');
const copyButton = (label: string) => screen.getByRole('button', { name: `Copy: ${label}` });

describe('WebServiceGuidePage', () => {
  it('shows this server’s address in its examples', () => {
    renderWithApp(<WebServiceGuidePage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Web-service user guide');
    expect(codes()[0]).toBe(`BASE="${window.location.origin}"`);
    expect(codes().some((code) => code.includes('"$BASE/electricity-service/v1/markets/dam/data/mcp"'))).toBe(true);
  });

  it('copies a sample and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard({ writeText });
    renderWithApp(<WebServiceGuidePage />);
    await act(async () => fireEvent.click(copyButton('Getting a ticket (TGT): command')));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('curl -s -X POST "$BASE/cas/v1/tickets"'));
    expect(screen.getByRole('button', { name: 'Copied: Getting a ticket (TGT): command' }).textContent).toContain('Copied');
  });

  it('says when the browser gives no clipboard', async () => {
    setClipboard(undefined);
    renderWithApp(<WebServiceGuidePage />);
    await act(async () => fireEvent.click(copyButton('Server address: command')));
    expect(screen.getByText('Could not copy; select the text and copy it yourself.')).toBeTruthy();
  });

  it('speaks Turkish', () => {
    changeLocale('tr');
    renderWithApp(<WebServiceGuidePage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Web servisi kullanım kılavuzu');
    expect(screen.getByRole('button', { name: 'Kopyala: Bilet (TGT) alma: komut' })).toBeTruthy();
    expect(codes().some((code) => code.includes('Accept-Language: tr-TR'))).toBe(true);
  });
});
