// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentSeed } from '../../engine/content-pages/contentSeed';
import { changeLocale } from '../i18n/i18n';
import { mockFetch } from '../testing/mockFetch';
import { renderWithApp } from '../testing/renderWithApp';
import { FaqPage } from './FaqPage';

const faqAnswer = (document = contentSeed.faq) => ({ 'GET /app-api/content/faq': { body: { key: 'faq', document, updatedAt: null } } });

beforeEach(() => {
  changeLocale('en');
  mockFetch(faqAnswer());
});
afterEach(() => {
  cleanup();
  changeLocale('tr');
  vi.unstubAllGlobals();
  window.location.hash = '';
});

const questions = () => Array.from(document.querySelectorAll('summary'));
const itemOf = (question: string) => screen.getByText(question).closest('details') as HTMLDetailsElement;

describe('FaqPage', () => {
  it('lists the server’s questions closed and opens one on click', async () => {
    renderWithApp(<FaqPage guideHref="/web-service-guide" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Frequently asked questions');
    await screen.findByText('How do I become a member?');
    expect(questions()).toHaveLength(10);
    const ticket = itemOf('How do I get a web-service ticket, and how long does it last?');
    expect(ticket.open).toBe(false);
    expect(ticket.id).toBe('ticket');
    fireEvent.click(screen.getByText('How do I get a web-service ticket, and how long does it last?'));
    expect(ticket.open).toBe(true);
    expect(ticket.textContent).toContain('2 hours');
    expect(screen.getByRole('link', { name: 'Web-service user guide' }).getAttribute('href')).toBe('/web-service-guide');
  });

  it('shows what an administrator wrote, formatting as elements and never as raw HTML', async () => {
    vi.unstubAllGlobals();
    mockFetch(faqAnswer({ items: [{ id: 'new', question: { tr: 'Yeni?', en: 'New?' }, answer: { tr: '<p>Evet</p>', en: '<p>Yes, <strong>really</strong><img src="x" onerror="alert(1)"></p>' } }] }));
    renderWithApp(<FaqPage />);
    await screen.findByText('New?');
    const answer = itemOf('New?');
    expect(answer.querySelector('strong')?.textContent).toBe('really');
    expect(answer.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Web-service user guide' })).toBeNull();
  });

  it('opens the answer its address names', async () => {
    window.location.hash = '#official';
    renderWithApp(<FaqPage />);
    await screen.findByText('Are these official figures?');
    expect(itemOf('Are these official figures?').open).toBe(true);
  });

  it('speaks Turkish', async () => {
    changeLocale('tr');
    renderWithApp(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sıkça sorulan sorular');
    fireEvent.click(await screen.findByText('Nasıl üye olabilirim?'));
    expect(itemOf('Nasıl üye olabilirim?').open).toBe(true);
    expect(screen.getByRole('link', { name: 'Üyelik başvurusu yapın' }).getAttribute('href')).toMatch(/^\/auth\/membership-request\?.*lang=tr/);
  });
});
