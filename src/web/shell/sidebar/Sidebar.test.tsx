// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../engine/locale/locale';
import type { MenuNode } from '../../../engine/menu/menuNode';
import { changeLocale } from '../../i18n/i18n';
import { renderWithApp } from '../../testing/renderWithApp';
import { menuFixture } from './menuFixture';
import { Sidebar, type SidebarProps } from './Sidebar';
import { useSidebarLocked } from './useSidebarLocked';

function LockProbe() {
  return <span data-testid="locked">{String(useSidebarLocked())}</span>;
}

function renderSidebar(props: Partial<SidebarProps> = {}) {
  const locale: Locale = props.locale ?? 'en';
  changeLocale(locale);
  const onClose = props.onClose ?? vi.fn();
  const view = renderWithApp(
    <>
      <Sidebar tree={menuFixture} currentId={61} locale={locale} mobile={false} open={false} {...props} onClose={onClose} />
      <LockProbe />
      <button type="button">outside</button>
    </>,
  );
  return { ...view, onClose };
}

// The integrator's side: the tree arrives after the first paint, a header button opens the mobile drawer.
function Harness({ mobile }: { mobile: boolean }) {
  const [tree, setTree] = useState<MenuNode[]>([]);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setTree(menuFixture)}>load</button>
      <button type="button" onClick={() => setOpen(true)}>Open menu</button>
      <Sidebar tree={tree} currentId={71} locale="en" mobile={mobile} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const menu = () => screen.getByRole('tabpanel', { name: /menu|menü/i });
const search = () => screen.getByRole('searchbox');
const typeSearch = (text: string) => fireEvent.change(search(), { target: { value: text } });
const star = (name: RegExp) => screen.getByRole('button', { name });

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => cleanup());

describe('Sidebar menu', () => {
  it('shows groups in menu order, hides empty groups and opens the branch of the current page', () => {
    renderSidebar();
    const groups = within(menu()).getAllByRole('button', { expanded: true }).map((button) => button.textContent);
    expect(groups).toEqual(['Electricity', 'Day-Ahead Market']);
    const topLevel = within(menu()).getAllByRole('button', { name: /^(Electricity|Natural Gas)$/ }).map((button) => button.textContent);
    expect(topLevel).toEqual(['Electricity', 'Natural Gas']);
    // The rail shows an icon for each entry, with its label as the tooltip, not a bare initial.
    for (const name of ['Electricity', 'Natural Gas']) {
      const button = within(menu()).getByRole('button', { name });
      expect(button.getAttribute('title')).toBe(name);
      expect(button.querySelector('svg.sidebar-icon')).not.toBeNull();
    }
    expect(screen.queryByRole('button', { name: 'Empty Group' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Market Clearing Price (MCP)' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Matched Volume' }).hasAttribute('aria-current')).toBe(false);
    // Pages of a closed group are not shown.
    expect(screen.queryByRole('link', { name: 'Transmission Losses' })).toBeNull();
  });

  it('opens and closes a group, and its links navigate in place', () => {
    renderSidebar();
    const transmission = screen.getByRole('button', { name: 'Transmission' });
    expect(transmission.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(transmission);
    expect(transmission.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: 'Transmission Losses' }));
    expect(window.location.pathname).toBe('/electricity/transmission/losses');
    fireEvent.click(transmission);
    expect(screen.queryByRole('link', { name: 'Transmission Losses' })).toBeNull();
  });
});

describe('Sidebar with a tree that arrives late', () => {
  it('opens the branch of the current page and keeps the saved favourites once the tree is there', () => {
    changeLocale('en');
    localStorage.setItem('seffaflik.favourites', '["61"]');
    renderWithApp(<Harness mobile={false} />);
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'load' }));
    expect(screen.getByRole('link', { name: 'Intraday Weighted Average Price' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Intraday Market' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(within(screen.getByRole('tabpanel', { name: 'Favourites' })).getByRole('link', { name: 'Market Clearing Price (MCP)' })).toBeTruthy();
    expect(localStorage.getItem('seffaflik.favourites')).toBe('["61"]');
  });
});

describe('Sidebar search', () => {
  it('finds pages case-insensitively with their groups as a hint, and an empty query brings the tree back', () => {
    renderSidebar();
    typeSearch('CLEARING');
    expect(within(menu()).getAllByRole('link')).toEqual([
      screen.getByRole('link', { name: 'Market Clearing Price (MCP)', description: 'Electricity › Day-Ahead Market' }),
    ]);
    expect(screen.getByRole('status').textContent).toBe('1 page found');
    expect(screen.queryByRole('button', { name: 'Electricity' })).toBeNull();
    typeSearch('');
    expect(screen.getByRole('button', { name: 'Electricity' })).toBeTruthy();
  });

  it('folds Turkish letters and case, so a foreign keyboard finds Turkish titles', () => {
    renderSidebar({ locale: 'tr' });
    typeSearch('İLETİM KAY');
    expect(within(menu()).getAllByRole('link')).toEqual([screen.getByRole('link', { name: 'İletim Kayıpları', description: 'Elektrik › İletim' })]);
    typeSearch('igdir');
    expect(within(menu()).getAllByRole('link')).toEqual([screen.getByRole('link', { name: 'IĞDIR Bağlantı Akışı' })]);
  });

  it('says when nothing matches and Escape clears the box', () => {
    renderSidebar();
    typeSearch('z');
    expect(screen.getByRole('status').textContent).toBe('Type at least 2 characters to search.');
    typeSearch('zzz');
    expect(screen.getByRole('status').textContent).toBe('No results: no page matches “zzz”.');
    expect(within(menu()).queryAllByRole('link')).toEqual([]);
    fireEvent.keyDown(search(), { key: 'Escape' });
    expect((search() as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Electricity' })).toBeTruthy();
  });
});

describe('Sidebar favourites', () => {
  const openFavourites = () => fireEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
  const favourites = () => screen.getByRole('tabpanel', { name: 'Favourites' });
  const favouriteLinks = () => within(favourites()).queryAllByRole('link').map((link) => link.getAttribute('href'));

  it('says how to add one while there are none', () => {
    renderSidebar();
    openFavourites();
    expect(favourites().textContent).toContain('No favourites yet. To add one, select the star');
  });

  it('toggles a star, lists favourites in the order added and keeps them across a remount', () => {
    const first = renderSidebar();
    fireEvent.click(star(/^Add Matched Volume to favourites$/));
    fireEvent.click(star(/^Add Market Clearing Price \(MCP\) to favourites$/));
    expect(star(/^Remove Matched Volume from favourites$/).getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('seffaflik.favourites') ?? '')).toEqual(['62', '61']);
    first.unmount();

    renderSidebar();
    openFavourites();
    expect(favouriteLinks()).toEqual(['/electricity/day-ahead-market/matched-volume', '/electricity/day-ahead-market/mcp']);
    expect(within(favourites()).getByRole('link', { name: 'Matched Volume', description: 'Electricity › Day-Ahead Market' })).toBeTruthy();
    fireEvent.click(within(favourites()).getByRole('button', { name: 'Remove Matched Volume from favourites' }));
    expect(favouriteLinks()).toEqual(['/electricity/day-ahead-market/mcp']);
    expect(localStorage.getItem('seffaflik.favourites')).toBe('["61"]');
  });

  it('ignores saved ids that are unknown, malformed, duplicated or not allowed as favourites', () => {
    localStorage.setItem('seffaflik.favourites', JSON.stringify([' 61 ', 82, '999', null, 'x y', 61, 10, 71]));
    renderSidebar();
    openFavourites();
    expect(favouriteLinks()).toEqual(['/electricity/day-ahead-market/mcp', '/electricity/intraday-market/weighted-average-price']);
    cleanup();
    localStorage.setItem('seffaflik.favourites', 'not json');
    renderSidebar();
    expect(favourites().textContent).toContain('No favourites yet');
  });

  it('offers no star on a page marked nofav', () => {
    renderSidebar({ currentId: 82 });
    expect(screen.getByRole('link', { name: 'Igdir Interconnection Flow' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Igdir Interconnection Flow/ })).toBeNull();
    expect(star(/^Add Transmission Losses to favourites$/)).toBeTruthy();
  });
});

describe('Sidebar settings', () => {
  it('pins the sidebar open, tells the layout, and remembers it', () => {
    const first = renderSidebar();
    const sidebar = () => screen.getByRole('navigation').parentElement;
    const pin = () => screen.getByRole('button', { name: 'Keep the menu open' });
    expect(sidebar()?.dataset.mode).toBe('rail');
    expect(pin().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(pin());
    expect(pin().getAttribute('aria-pressed')).toBe('true');
    expect(sidebar()?.dataset.mode).toBe('locked');
    expect(screen.getByTestId('locked').textContent).toBe('true');
    first.unmount();
    renderSidebar();
    expect(sidebar()?.dataset.mode).toBe('locked');
    fireEvent.click(pin());
    expect(localStorage.getItem('seffaflik.sidebar.locked')).toBe('false');
  });

  it('moves between tabs with arrow keys and remembers the tab', () => {
    const first = renderSidebar();
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('Menu').getAttribute('aria-selected')).toBe('true');
    tab('Menu').focus();
    fireEvent.keyDown(tab('Menu'), { key: 'ArrowRight' });
    expect(tab('Favourites').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Favourites'));
    expect(tab('Menu').tabIndex).toBe(-1);
    expect(localStorage.getItem('seffaflik.sidebar.tab')).toBe('favourites');
    first.unmount();
    renderSidebar();
    expect(tab('Favourites').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Favourites'), { key: 'ArrowLeft' });
    expect(tab('Menu').getAttribute('aria-selected')).toBe('true');
  });
});

describe('Sidebar on mobile', () => {
  it('is hidden until opened', () => {
    renderSidebar({ mobile: true, open: false });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('closes on a press outside it, not inside', () => {
    const { onClose } = renderSidebar({ mobile: true, open: true });
    fireEvent.pointerDown(screen.getByRole('searchbox'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'outside' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape, unless Escape is clearing the search', () => {
    const { onClose } = renderSidebar({ mobile: true, open: true });
    typeSearch('price');
    fireEvent.keyDown(search(), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(search(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes the focus when opened and gives it back to the opener when closed', () => {
    changeLocale('en');
    renderWithApp(<Harness mobile />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Menu' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes when a link is followed, and offers a close button instead of the pin', () => {
    const { onClose } = renderSidebar({ mobile: true, open: true });
    expect(screen.queryByRole('button', { name: 'Keep the menu open' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Matched Volume' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/electricity/day-ahead-market/matched-volume');
    fireEvent.click(screen.getByRole('button', { name: 'Close the menu' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
