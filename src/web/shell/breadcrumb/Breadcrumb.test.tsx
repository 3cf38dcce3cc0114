// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../i18n/i18n';
import { renderWithApp } from '../../testing/renderWithApp';
import { menuFixture } from '../sidebar/menuFixture';
import { Breadcrumb } from './Breadcrumb';

beforeEach(() => {
  changeLocale('en');
  window.history.replaceState(null, '', '/electricity/day-ahead-market/mcp');
});
afterEach(() => cleanup());

const level = (name: string) => screen.getByRole('button', { name });
const menuOf = (name: string) => screen.getByRole('menu', { name });

describe('Breadcrumb', () => {
  it('shows Home, the groups above the page and the page', () => {
    renderWithApp(<Breadcrumb tree={menuFixture} currentId={61} locale="en" />);
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(trail.map((item) => item.textContent)).toEqual(['Home', 'Electricity', 'Day-Ahead Market', 'Market Clearing Price (MCP)']);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/home');
    expect(level('Market Clearing Price (MCP)').getAttribute('aria-current')).toBe('page');
  });

  it('speaks the interface language', () => {
    changeLocale('tr');
    renderWithApp(<Breadcrumb tree={menuFixture} currentId={61} locale="tr" />);
    expect(screen.getByRole('navigation', { name: 'Sayfa yolu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana sayfa' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gün Öncesi Piyasası' })).toBeTruthy();
  });

  it('opens a level on click, lists its siblings with the current one marked, and a sibling navigates', () => {
    renderWithApp(<Breadcrumb tree={menuFixture} currentId={61} locale="en" />);
    fireEvent.click(level('Day-Ahead Market'));
    expect(level('Day-Ahead Market').getAttribute('aria-expanded')).toBe('true');
    const items = within(menuOf('Day-Ahead Market')).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href'), item.getAttribute('aria-current')])).toEqual([
      ['Day-Ahead Market', '/electricity/day-ahead-market/mcp', 'page'],
      ['Intraday Market', '/electricity/intraday-market/weighted-average-price', null],
      ['Transmission', '/electricity/transmission/losses', null],
    ]);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Transmission' }));
    expect(window.location.pathname).toBe('/electricity/transmission/losses');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('works from the keyboard: ArrowDown opens on the current entry, arrows move, Escape closes and returns focus', () => {
    renderWithApp(<Breadcrumb tree={menuFixture} currentId={61} locale="en" />);
    const page = level('Market Clearing Price (MCP)');
    page.focus();
    fireEvent.keyDown(page, { key: 'ArrowDown' });
    const menu = menuOf('Market Clearing Price (MCP)');
    expect(document.activeElement?.textContent).toBe('Market Clearing Price (MCP)');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Matched Volume');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Market Clearing Price (MCP)');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Matched Volume');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(page);
    expect(page.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a press outside', () => {
    renderWithApp(<Breadcrumb tree={menuFixture} currentId={61} locale="en" />);
    fireEvent.click(level('Electricity'));
    expect(within(menuOf('Electricity')).getAllByRole('menuitem').map((item) => item.getAttribute('href'))).toEqual([
      '/electricity/day-ahead-market/mcp',
      '/natural-gas/spot-gas-market/reference-price',
      'https://operator.example/',
    ]);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows nothing off the menu', () => {
    const { container } = renderWithApp(<Breadcrumb tree={menuFixture} currentId={undefined} locale="en" />);
    expect(container.querySelector('nav')).toBeNull();
  });
});
