// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../i18n/i18n';
import { renderWithApp } from '../testing/renderWithApp';
import { NotFoundPage } from './NotFoundPage';

beforeEach(() => {
  window.history.replaceState(null, '', '/electricity/no-such-page');
  changeLocale('en');
});
afterEach(() => {
  cleanup();
  changeLocale('tr');
});

describe('NotFoundPage', () => {
  it('offers a signed-out reader the sign-in, coming back to this address', () => {
    renderWithApp(<NotFoundPage signedIn={false} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('It may be a page for members');
    const href = new URL(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/auth/sign-in');
    expect(href.searchParams.get('return')).toBe('/electricity/no-such-page');
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });

  it('does not offer the sign-in to a signed-in member', () => {
    renderWithApp(<NotFoundPage signedIn message="There is no report with this address." />);
    expect(screen.getByText('There is no report with this address.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('speaks Turkish', () => {
    changeLocale('tr');
    renderWithApp(<NotFoundPage signedIn={false} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sayfa bulunamadı');
    expect(document.title).toBe('Sayfa bulunamadı · Şeffaflık');
    expect(screen.getByRole('link', { name: 'Oturum açın' })).toBeTruthy();
  });
});
