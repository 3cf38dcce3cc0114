// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../i18n/i18n';
import { renderWithApp } from '../testing/renderWithApp';
import { SignInPromptPage } from './SignInPromptPage';

beforeEach(() => {
  localStorage.setItem('seffaflik.theme', 'default-dark');
  window.history.replaceState(null, '', '/electricity/day-ahead-market/mcp?start=2024-08-01');
  changeLocale('en');
});
afterEach(() => {
  cleanup();
  localStorage.removeItem('seffaflik.theme');
  changeLocale('tr');
});

const hrefOf = (name: string) => new URL(screen.getByRole('link', { name }).getAttribute('href') ?? '', 'http://x');

describe('SignInPromptPage', () => {
  it('names the area and links to sign-in and membership request with the return path, language and theme', () => {
    renderWithApp(<SignInPromptPage area="electricity" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Electricity market data');
    expect(document.title).toBe('Electricity market data · Şeffaflık');
    for (const [name, path] of [['Sign in', '/auth/sign-in'], ['Request membership', '/auth/membership-request']] as const) {
      const href = hrefOf(name);
      expect(href.pathname).toBe(path);
      expect(href.searchParams.get('return')).toBe('/electricity/day-ahead-market/mcp?start=2024-08-01');
      expect(href.searchParams.get('lang')).toBe('en');
      expect(href.searchParams.get('theme')).toBe('default-dark');
    }
    expect(screen.getByRole('heading', { level: 2, name: 'What members get' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('has a generic title for any other members-only page', () => {
    renderWithApp(<SignInPromptPage area="page" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page is for members');
  });

  it('speaks Turkish, and the identity pages open in Turkish', () => {
    changeLocale('tr');
    renderWithApp(<SignInPromptPage area="natural-gas" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Doğal gaz piyasası verileri');
    expect(hrefOf('Oturum açın').searchParams.get('lang')).toBe('tr');
    expect(screen.getByRole('link', { name: 'Üyelik başvurusu yapın' })).toBeTruthy();
  });
});
