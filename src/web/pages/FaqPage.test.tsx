// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../i18n/i18n';
import { renderWithApp } from '../testing/renderWithApp';
import { FaqPage } from './FaqPage';

beforeEach(() => changeLocale('en'));
afterEach(() => {
  cleanup();
  changeLocale('tr');
});

const questions = () => Array.from(document.querySelectorAll('summary'));
const itemOf = (question: string) => screen.getByText(question).closest('details') as HTMLDetailsElement;

describe('FaqPage', () => {
  it('lists the questions closed and opens one on click', () => {
    renderWithApp(<FaqPage guideHref="/web-service-guide" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Frequently asked questions');
    expect(questions()).toHaveLength(10);
    const ticket = itemOf('How do I get a web-service ticket, and how long does it last?');
    expect(ticket.open).toBe(false);
    fireEvent.click(screen.getByText('How do I get a web-service ticket, and how long does it last?'));
    expect(ticket.open).toBe(true);
    expect(ticket.textContent).toContain('2 hours');
    expect(screen.getByRole('link', { name: 'Web-service user guide' }).getAttribute('href')).toBe('/web-service-guide');
  });

  it('says plainly that the data may be simulated', () => {
    renderWithApp(<FaqPage />);
    expect(itemOf('Are these official figures?').textContent).toMatch(/^Are these official figures\?No\. .*simulator/);
    expect(screen.queryByRole('link', { name: 'Web-service user guide' })).toBeNull();
  });

  it('speaks Turkish', () => {
    changeLocale('tr');
    renderWithApp(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sıkça sorulan sorular');
    fireEvent.click(screen.getByText('Nasıl üye olabilirim?'));
    expect(itemOf('Nasıl üye olabilirim?').open).toBe(true);
    expect(screen.getByRole('link', { name: 'Üyelik başvurusu yapın' }).getAttribute('href')).toMatch(/^\/auth\/membership-request\?.*lang=tr/);
  });
});
