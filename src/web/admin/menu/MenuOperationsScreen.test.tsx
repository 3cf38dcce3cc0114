// @vitest-environment happy-dom
// The "Menu Operations" screen: the tree opens and searches, a selected entry's edit is checked beside its field
// and sent whole, the server's refusal lands beside the field it names, a new link is added under a title, and a
// deletion first lists everything that goes.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n/i18n';
import { clearNotice, currentNotice } from '../../shell/notices/noticeStore';
import { mockFetch } from '../../testing/mockFetch';
import { renderWithApp } from '../../testing/renderWithApp';
import type { AdminMenuNode } from './menuOperationsApi';
import { MenuOperationsScreen } from './MenuOperationsScreen';

afterEach(() => { act(() => clearNotice()); cleanup(); vi.unstubAllGlobals(); changeLocale('en'); });

const node = (id: number, labelTr: string, labelEn: string, extra: Partial<AdminMenuNode> = {}): AdminMenuNode => ({
  id, parentId: null, kind: 'group', isPage: false, labelTr, labelEn, menuOrder: 1, urlTr: null, urlEn: null, externalSelf: false, nofav: false,
  fromFiles: true, changedByAdmin: false, changedAt: null, pathTr: [], pathEn: [], childCount: 0, children: [], ...extra,
});
const mcp = node(61, 'Piyasa Takas Fiyatı', 'Market Clearing Price', { kind: 'page', isPage: true, parentId: 11, urlEn: '/electricity/day-ahead-market/market-clearing-price', urlTr: '/elektrik/gop/ptf', pathEn: ['Electricity', 'Day-Ahead Market'], pathTr: ['Elektrik', 'Gün Öncesi Piyasası'] });
const volume = node(62, 'Eşleşme Miktarı', 'Matched Quantity', { kind: 'page', isPage: true, parentId: 11, menuOrder: 2, urlEn: '/electricity/day-ahead-market/matched-quantity', urlTr: '/elektrik/gop/eslesme', pathEn: ['Electricity', 'Day-Ahead Market'], pathTr: ['Elektrik', 'Gün Öncesi Piyasası'] });
const dam = node(11, 'Gün Öncesi Piyasası', 'Day-Ahead Market', { parentId: 10, children: [mcp, volume], childCount: 2, pathEn: ['Electricity'], pathTr: ['Elektrik'] });
const tree = [node(10, 'Elektrik', 'Electricity', { children: [dam], childCount: 1 }), node(20, 'Doğal Gaz', 'Natural Gas', { menuOrder: 2 })];

const MENU = '/administration-service/v1/menu';

describe('MenuOperationsScreen', () => {
  it('opens, searches and edits an entry, with faults beside the fields and the edit sent whole', async () => {
    changeLocale('en');
    const { calls } = mockFetch({
      [`POST ${MENU}/tree-list`]: { body: { items: tree } },
      [`POST ${MENU}/update`]: { body: { item: { ...dam, labelEn: 'Spot Market', changedByAdmin: true } } },
    });
    renderWithApp(<MenuOperationsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Expand Electricity' }));
    expect(screen.getByRole('button', { name: 'Collapse Electricity' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByText('Market Clearing Price')).toBeNull();

    fireEvent.change(screen.getByLabelText('Search the menu tree'), { target: { value: 'takas' } });
    expect(screen.getByText('1 entry matches')).toBeTruthy();
    expect(screen.getByText('Market Clearing Price')).toBeTruthy();
    expect(screen.queryByText('Matched Quantity')).toBeNull();
    fireEvent.change(screen.getByLabelText('Search the menu tree'), { target: { value: '' } });

    fireEvent.click(screen.getByRole('button', { name: /^Day-Ahead Market/ }));
    const form = screen.getByRole('form', { name: 'Edit “Day-Ahead Market”' });
    fireEvent.change(within(form).getByLabelText('English label'), { target: { value: '  ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('The label cannot be empty.')).toBeTruthy();
    expect(within(form).getByLabelText('English label').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.path.endsWith('/update'))).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('English label'), { target: { value: 'Spot Market' } });
    expect(within(form).getByText('Not saved')).toBeTruthy();
    await act(async () => { fireEvent.submit(form); });
    expect(calls.find((c) => c.path.endsWith('/update'))?.body).toEqual({
      menuId: 11, parentId: 10, labelTr: 'Gün Öncesi Piyasası', labelEn: 'Spot Market', menuOrder: 1, isPage: false, urlTr: null, urlEn: null, externalSelf: false, nofav: false,
    });
    expect(currentNotice()).toEqual({ kind: 'success', message: '“Spot Market” is saved; members’ menus show it at once.' });
    // The tree is read again (and the sidebar's menu query marked stale with it).
    expect(calls.filter((c) => c.path.endsWith('/tree-list')).length).toBeGreaterThan(1);
  });

  it('shows the server\'s refusal beside the field it names', async () => {
    changeLocale('en');
    mockFetch({
      [`POST ${MENU}/tree-list`]: { body: { items: tree } },
      [`POST ${MENU}/update`]: { status: 400, body: { errors: [{ errorCode: 'INVALID_FIELD', errorMessage: 'labelEn: Gives the same address ("matched-quantity") as "Matched Quantity" under the same title; reword the label.' }] } },
    });
    renderWithApp(<MenuOperationsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Expand Electricity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Expand Day-Ahead Market' }));
    fireEvent.click(screen.getByRole('button', { name: /^Market Clearing Price/ }));
    const form = screen.getByRole('form', { name: 'Edit “Market Clearing Price”' });
    // A report page: its address is derived, not typed.
    expect(within(form).queryByLabelText('English address')).toBeNull();
    expect(within(form).getByText('/electricity/day-ahead-market/market-clearing-price')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('English label'), { target: { value: 'Matched quantity' } });
    await act(async () => { fireEvent.submit(form); });
    expect(within(form).getByText(/Gives the same address \("matched-quantity"\)/)).toBeTruthy();
    expect(within(form).getByLabelText('English label').getAttribute('aria-invalid')).toBe('true');
    expect(currentNotice()).toBeNull();
  });

  it('adds a link under a title, and deletes a title only after listing what goes', async () => {
    changeLocale('en');
    const added = node(700000, 'Yardım', 'Help', { kind: 'link', isPage: true, parentId: 11, urlTr: 'https://example.org/tr', urlEn: 'https://example.org/en', externalSelf: true, fromFiles: false, changedByAdmin: true });
    const { calls } = mockFetch({
      [`POST ${MENU}/tree-list`]: { body: { items: tree } },
      [`POST ${MENU}/add`]: { body: { item: added } },
      [`POST ${MENU}/remove`]: { body: { removed: [dam, mcp, volume].map(({ id, kind, labelTr, labelEn }) => ({ id, kind, labelTr, labelEn })), count: 3 } },
    });
    renderWithApp(<MenuOperationsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Expand Electricity' }));
    fireEvent.click(screen.getByRole('button', { name: /^Day-Ahead Market/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add an entry below' }));
    const form = screen.getByRole('form', { name: 'New entry under “Day-Ahead Market”' });
    expect((within(form).getByLabelText('Order') as HTMLInputElement).value).toBe('3');
    fireEvent.change(within(form).getByLabelText('Turkish label'), { target: { value: 'Yardım' } });
    fireEvent.change(within(form).getByLabelText('English label'), { target: { value: 'Help' } });
    fireEvent.click(within(form).getByLabelText('Page entry (has an address)'));
    fireEvent.click(within(form).getByLabelText('Outside link (goes to an address off this site)'));
    fireEvent.change(within(form).getByLabelText('Turkish address'), { target: { value: 'https://example.org/tr' } });
    fireEvent.change(within(form).getByLabelText('English address'), { target: { value: 'example.org/en' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('An outside link must be a whole address starting with https:// or http://.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('English address'), { target: { value: 'https://example.org/en' } });
    await act(async () => { fireEvent.submit(form); });
    expect(calls.find((c) => c.path.endsWith('/add'))?.body).toEqual({
      parentId: 11, labelTr: 'Yardım', labelEn: 'Help', menuOrder: 3, isPage: true, urlTr: 'https://example.org/tr', urlEn: 'https://example.org/en', externalSelf: true, nofav: false,
    });
    expect(currentNotice()?.message).toBe('“Help” is added to the menu; members’ menus show it at once.');
    act(() => clearNotice());

    fireEvent.click(screen.getByRole('button', { name: /^Day-Ahead Market/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete…' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Day-Ahead Market”?' });
    expect(within(dialog).getByText('This entry and everything below it will be deleted, 3 entries in all:')).toBeTruthy();
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Day-Ahead Market (Title)', 'Market Clearing Price (Report page)', 'Matched Quantity (Report page)']);
    expect(calls.filter((c) => c.path.endsWith('/remove'))).toHaveLength(0);
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' })); });
    expect(calls.find((c) => c.path.endsWith('/remove'))?.body).toEqual({ menuId: 11 });
    expect(currentNotice()?.message).toBe('“Day-Ahead Market” and the entries below it are deleted (3 entries).');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
