// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentSeed } from '../../engine/content-pages/contentSeed';
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
const content = {
  'GET /app-api/content/about': { body: { key: 'about', document: contentSeed.about, updatedAt: null } },
  'GET /app-api/content/disclaimer': { body: { key: 'disclaimer', document: contentSeed.disclaimer, updatedAt: null } },
  'GET /app-api/content/regulator-decision': {
    body: {
      key: 'regulator-decision', updatedAt: null,
      document: { intro: contentSeed['regulator-decision'].intro, items: [contentSeed['regulator-decision'].items[0]] },
      reports: { 'dam-mcp': { pageId: 61, title: { tr: 'Piyasa Takas Fiyatı (PTF)', en: 'Market Clearing Price (MCP)' } } },
    },
  },
};

describe('AboutPage', () => {
  beforeEach(() => mockFetch({ ...oneReport, ...content }));

  it('has one h1 with the server’s sections below it, and says plainly the data may be simulated and may be reused with citation', async () => {
    renderWithApp(<AboutPage />);
    expect(await screen.findByText(/The data on this server may be simulated/)).toBeTruthy();
    expect(screen.getByText(/provided the source is cited/)).toBeTruthy();
    expect(screen.getByText('Şeffaflık publishes the data of Turkey’s electricity and natural gas markets as report pages with tables and charts, as downloads and as a web service.')).toBeTruthy();
    // The reports, the two seeded sections, the workshops and the disclaimer.
    expect(headings()).toEqual(['H1', 'H2', 'H2', 'H2', 'H2', 'H2']);
    expect(screen.getByRole('link', { name: 'Go to announcements and workshops' })).toBeTruthy();
    expect(document.title).toBe('About Şeffaflık · Şeffaflık');
  });

  it('lists the reports that exist, not the ones that might come', async () => {
    renderWithApp(<AboutPage />);
    expect(await screen.findByText('Market Clearing Price (MCP)')).toBeTruthy();
    expect(screen.getByText(/has 1 report page at present/)).toBeTruthy();
    expect(screen.queryByText(/YEKDEM|intraday/i)).toBeNull();
  });

  it('speaks Turkish', async () => {
    changeLocale('tr');
    renderWithApp(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Şeffaflık hakkında');
    expect(await screen.findByText(/Bu sunucudaki veriler simüle edilmiş olabilir/)).toBeTruthy();
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
  beforeEach(() => mockFetch({ ...oneReport, ...content }));

  it('lists the published data, each item linking to its report page, and points to the regulator’s own text', async () => {
    renderWithApp(<RegulatorDocumentPage />);
    const item = await screen.findByRole('link', { name: 'Day-ahead market clearing price' });
    expect(item.getAttribute('href')).toMatch(/^\/reports\/dam-mcp$|^\//);
    expect(screen.getByText('Market Clearing Price (MCP)')).toBeTruthy();
    const regulator = screen.getByRole('link', { name: /website of the Energy Market Regulatory Authority/ });
    expect(regulator.getAttribute('href')).toBe('https://www.epdk.gov.tr');
    expect(regulator.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('speaks Turkish', async () => {
    changeLocale('tr');
    renderWithApp(<RegulatorDocumentPage />);
    expect(await screen.findByRole('link', { name: 'Gün öncesi piyasası takas fiyatı' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Yayımlanan veriler');
  });
});
