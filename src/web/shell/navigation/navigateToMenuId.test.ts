import { describe, expect, it, vi } from 'vitest';
import type { MenuNode } from '../../../engine/menu/menuNode';
import { navigateToMenuId, type MenuNavigationContext } from './navigateToMenuId';

const leaf = (id: number, urlEn: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  id, labelTr: `s${id}`, labelEn: `p${id}`, menuOrder: id, urlTr: urlEn, urlEn, children: [], nofav: false, externalSelf: false, ...extra,
});
const tree: MenuNode[] = [
  { ...leaf(2, ''), urlEn: null, urlTr: null, children: [leaf(61, '/electricity/mcp'), leaf(62, '/electricity/smp')] },
  leaf(90, 'https://example.org/guide', { externalSelf: true }),
];

function context(currentId: string | number | undefined = 61) {
  const calls = { push: vi.fn(), assign: vi.fn(), open: vi.fn(() => null) };
  const ctx: MenuNavigationContext = { tree, currentId, ...calls };
  return { ctx, ...calls };
}

describe('navigateToMenuId', () => {
  it('finds the page by id compared as a trimmed string and pushes its path', () => {
    const { ctx, push } = context();
    expect(navigateToMenuId({ id: ' 62 ' }, ctx)).toBe(true);
    expect(navigateToMenuId({ id: 62 }, ctx)).toBe(true);
    expect(push.mock.calls).toEqual([['/electricity/smp'], ['/electricity/smp']]);
  });

  it('goes to the current page when no id is given', () => {
    const { ctx, push } = context('61');
    expect(navigateToMenuId({ search: { startDate: '2024-07-01' } }, ctx)).toBe(true);
    expect(push).toHaveBeenCalledWith('/electricity/mcp?startDate=2024-07-01');
  });

  it('adds a search and a hash, with or without their leading sign', () => {
    const { ctx, push } = context();
    navigateToMenuId({ id: 61, search: '?a=1&b=x y', hash: 'table' }, ctx);
    navigateToMenuId({ id: 61, search: 'a=1', hash: '#chart' }, ctx);
    expect(push.mock.calls).toEqual([['/electricity/mcp?a=1&b=x+y#table'], ['/electricity/mcp?a=1#chart']]);
  });

  it('opens a new window without an opener when asked', () => {
    const { ctx, push, open } = context();
    expect(navigateToMenuId({ id: 62, newWindow: true }, ctx)).toBe(true);
    expect(open).toHaveBeenCalledWith('/electricity/smp', '_blank', 'noopener,noreferrer');
    expect(push).not.toHaveBeenCalled();
  });

  it('leaves the app for an external entry', () => {
    const { ctx, assign } = context();
    expect(navigateToMenuId({ id: 90 }, ctx)).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://example.org/guide');
  });

  it.each([
    ['an unknown id', { id: 999 }],
    ['an empty id', { id: '  ' }],
    ['an object id', { id: { id: 61 } }],
    ['a group node', { id: 2 }],
    ['a search that is a number', { id: 61, search: 5 }],
    ['a search with an object value', { id: 61, search: { a: { b: 1 } } }],
    ['a hash that is not text', { id: 61, hash: 3 }],
    ['a hash with spaces', { id: 61, hash: 'a b' }],
    ['a newWindow that is not a boolean', { id: 61, newWindow: 'yes' }],
  ])('answers false and goes nowhere for %s', (_name, target) => {
    const { ctx, push, open, assign } = context();
    expect(navigateToMenuId(target, ctx)).toBe(false);
    expect(push).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('answers false with no current page and no id, or for a target that is not an object', () => {
    expect(navigateToMenuId({}, { ...context().ctx, currentId: undefined })).toBe(false);
    expect(navigateToMenuId(null as never, context().ctx)).toBe(false);
  });
});
