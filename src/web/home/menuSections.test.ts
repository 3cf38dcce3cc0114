import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../engine/menu/menuNode';
import { menuSections } from './menuSections';

const node = (id: number, order: number, children: MenuNode[] = [], url: string | null = children.length ? null : `/p${id}`): MenuNode => ({ id, labelEn: `n${id}`, labelTr: `d${id}`, menuOrder: order, urlEn: url, urlTr: url, children, nofav: false, externalSelf: false });

describe('menuSections', () => {
  it('lists groups with pages in menu order, with their path, and skips empty groups', () => {
    const tree = [node(2, 2, [node(21, 1)]), node(1, 1, [node(12, 2, [node(121, 2), node(120, 1)]), node(13, 3, [], null), node(11, 1)])];
    expect(menuSections(tree).map((s) => [s.group.id, s.path.map((p) => p.id), s.pages.map((p) => p.id)])).toEqual([
      [1, [], [11]], [12, [1], [120, 121]], [2, [], [21]],
    ]);
  });
});
