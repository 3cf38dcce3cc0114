// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../i18n/i18n';
import { mockFetch } from '../testing/mockFetch';
import { renderWithApp } from '../testing/renderWithApp';
import { AboutPage } from './AboutPage';
import { PlaceholderPage } from './PlaceholderPage';
import { RegulatorDocumentPage } from './RegulatorDocumentPage';

beforeEach(() => changeLocale('en'));
afterEach(() => {
  cleanup();
  changeLocale('tr');
  vi.unstubAllGlobals();
});

const headings = () => screen.getAllByRole('heading').map((heading) => heading.tagName);

const oneReport = {
  'GET /app-api/reports': {
    body: { items: [{ id: 'dam-mcp', pageId: 61, title: { tr: 'Piyasa Takas Fiyatı (PTF)', en: 'Market Clearing Price (MCP)' }, menu: { parent: 'x', order: 1 } }] },
  },
};

describe('AboutPage', () => {
  beforeEach(() => mockFetch(oneReport));

  it('has one h1 with sections below it, and says plainly the data may be simulated', () => {
    renderWithApp(<AboutPage />);
    expect(headings()).toEqual(['H1', 'H2', 'H2', 'H2', 'H2']);
    expect(document.title).toBe('About Şeffaflık · Şeffaflık');
    expect(screen.getByText(/The data on this server may be simulated/)).toBeTruthy();
  });

  it('lists the reports that exist, not the ones that might come', async () => {
    renderWithApp(<AboutPage />);
    expect(await screen.findByText('Market Clearing Price (MCP)')).toBeTruthy();
    expect(screen.getByText(/has 1 report page at present/)).toBeTruthy();
    expect(screen.queryByText(/YEKDEM|intraday/i)).toBeNull();
  });

  it('speaks Turkish', () => {
    changeLocale('tr');
    renderWithApp(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Şeffaflık hakkında');
    expect(screen.getByText(/Bu sunucudaki veriler simüle edilmiş olabilir/)).toBeTruthy();
  });
});

describe('PlaceholderPage', () => {
  it('says the screen is not available yet and links home', () => {
    renderWithApp(<PlaceholderPage title="Bulletins" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bulletins');
    expect(document.title).toBe('Bulletins · Şeffaflık');
    expect(screen.getByText('This screen is not available on this platform yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });
});

describe('RegulatorDocumentPage', () => {
  it('says the document is not hosted here and opens the regulator’s site in a new tab', () => {
    renderWithApp(<RegulatorDocumentPage />);
    const link = screen.getByRole('link', { name: /Go to the EPDK website/ });
    expect(link.getAttribute('href')).toBe('https://www.epdk.gov.tr');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('(opens in a new tab)');
  });

  it('speaks Turkish', () => {
    changeLocale('tr');
    renderWithApp(<RegulatorDocumentPage />);
    expect(screen.getByRole('link', { name: /EPDK internet sitesine gidin/ }).textContent).toContain('(yeni sekmede açılır)');
  });
});
