// The menu editor's own checks and tree helpers: what is refused before anything is sent, the body add/update
// get, the server's refusals split by field, the search, the titles a move may choose, and the orders of a move.
import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf, newDraft, parentChoices, reorder, searchMenu, serverFieldErrors, type MenuDraft } from './menuDraft';
import type { AdminMenuNode } from './menuOperationsApi';

const node = (id: number, labelTr: string, labelEn: string, extra: Partial<AdminMenuNode> = {}): AdminMenuNode => ({
  id, parentId: null, kind: 'group', isPage: false, labelTr, labelEn, menuOrder: 1, urlTr: null, urlEn: null, externalSelf: false, nofav: false,
  fromFiles: true, changedByAdmin: false, changedAt: null, pathTr: [], pathEn: [], childCount: 0, children: [], ...extra,
});
const mcp = node(61, 'Piyasa Takas Fiyatı', 'Market Clearing Price', { kind: 'page', isPage: true, parentId: 11, urlEn: '/electricity/dam/market-clearing-price', urlTr: '/elektrik/gop/ptf' });
const dam = node(11, 'Gün Öncesi Piyasası', 'Day-Ahead Market', { parentId: 10, children: [mcp], childCount: 1 });
const gas = node(20, 'Doğal Gaz', 'Natural Gas', { menuOrder: 2 });
const tree = [node(10, 'Elektrik', 'Electricity', { children: [dam], childCount: 1 }), gas];
const draft = (extra: Partial<MenuDraft>): MenuDraft => ({ ...newDraft(10, []), labelTr: 'Bağlantı', labelEn: 'Link', ...extra });

describe('checkDraft', () => {
  it('names every field at fault before anything is sent', () => {
    expect(checkDraft(draft({ labelTr: ' ', labelEn: '—', menuOrder: '-1', isPage: true, urlTr: '', urlEn: 'example.org' }), undefined)).toEqual({
      ok: false,
      errors: {
        labelTr: { key: 'adminMenu.empty' }, labelEn: { key: 'adminMenu.noSegment' }, menuOrder: { key: 'adminMenu.badOrder', values: { max: 100000 } },
        urlTr: { key: 'adminMenu.urlMissing' }, urlEn: { key: 'adminMenu.urlInside' },
      },
    });
    expect(checkDraft(draft({ isPage: true, externalSelf: true, urlTr: '/yardim', urlEn: 'https://example.org/help' }), undefined))
      .toMatchObject({ ok: false, errors: { urlTr: { key: 'adminMenu.urlOutside' } } });
  });

  it('gives the body: a title without addresses, a link with them, a report page with its derived one', () => {
    expect(checkDraft(draft({ labelTr: ' Kaynaklar ', urlTr: '/left-over', externalSelf: true }), undefined)).toEqual({
      ok: true, body: { parentId: 10, labelTr: 'Kaynaklar', labelEn: 'Link', menuOrder: 1, isPage: false, urlTr: null, urlEn: null, externalSelf: false, nofav: false },
    });
    expect(checkDraft(draft({ isPage: true, externalSelf: true, urlTr: 'https://example.org/tr', urlEn: 'https://example.org/en', menuOrder: '7' }), undefined))
      .toMatchObject({ ok: true, body: { isPage: true, urlTr: 'https://example.org/tr', urlEn: 'https://example.org/en', externalSelf: true, menuOrder: 7 } });
    expect(checkDraft(draftOf(mcp), 'page')).toMatchObject({ ok: true, body: { isPage: true, urlTr: null, urlEn: null, externalSelf: false, parentId: 11 } });
  });
});

describe('tree helpers', () => {
  it('splits the server\'s refusal into fields and the rest', () => {
    expect(serverFieldErrors([
      { errorCode: 'INVALID_FIELD', errorMessage: 'parentId: An entry cannot move below itself or one of its own entries.' },
      { errorCode: 'INVALID_FIELD', errorMessage: 'body: The body must be a JSON object.' },
    ])).toEqual({ fields: { parentId: { text: 'An entry cannot move below itself or one of its own entries.' } }, other: ['body: The body must be a JSON object.'] });
  });

  it('searches both languages with Turkish letters folded, showing the titles above a match', () => {
    expect(searchMenu(tree, '  ')).toBeNull();
    const found = searchMenu(tree, 'takas')!;
    expect([...found.matches]).toEqual([61]);
    expect([...found.shown].sort()).toEqual([10, 11, 61]);
    expect([...searchMenu(tree, 'GUN ONCESI')!.matches]).toEqual([11]);
    expect([...searchMenu(tree, 'natural')!.matches]).toEqual([20]);
  });

  it('offers as parents every title but the entry itself and those below it', () => {
    expect(parentChoices(tree, undefined).map((n) => n.id)).toEqual([10, 11, 20]);
    expect(parentChoices(tree, tree[0]).map((n) => n.id)).toEqual([20]);
    expect(parentChoices(tree, dam).map((n) => n.id)).toEqual([10, 20]);
  });

  it('moves an entry one place by swapping orders, and separates equal ones', () => {
    const a = node(1, 'A', 'A', { menuOrder: 1 });
    const b = node(2, 'B', 'B', { menuOrder: 5 });
    const c = node(3, 'C', 'C', { menuOrder: 5 });
    expect(reorder([a, b, c], 2, -1).map((x) => [x.node.id, x.menuOrder])).toEqual([[2, 1], [1, 5], [3, 6]]);
    expect(reorder([a, b, c], 2, 1).map((x) => [x.node.id, x.menuOrder])).toEqual([[2, 6]]);
    expect(reorder([a, b, c], 1, -1)).toEqual([]);
    expect(reorder([a, b, c], 3, 1)).toEqual([]);
  });
});
