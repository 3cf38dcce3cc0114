import { describe, expect, it } from 'vitest';
import { countPanels, panelsOf, treeDepth, clampPanelHeight, type DashboardNode } from '../../engine/dashboard/dashboardLayout';
import { addPanel, canMerge, equalSizes, mergePanel, placeReport, splitPanel, templateLayout, updatePanel } from './layoutTree';

function ids() {
  let n = 0;
  return () => `n${++n}`;
}

/** The tree as text: panels by id, splits as direction(sizes: parts). */
function shape(node: DashboardNode): string {
  return node.kind === 'panel' ? node.id : `${node.direction}(${node.sizes.join('/')}: ${node.children.map(shape).join(' ')})`;
}

describe('layout templates', () => {
  it('builds one panel, two side by side 50/50, three side by side 33/34/33 and two stacked 50/50', () => {
    expect(shape(templateLayout('one', ids()).root)).toBe('n1');
    expect(shape(templateLayout('twoSideBySide', ids()).root)).toBe('row(50/50: n1 n2)');
    expect(shape(templateLayout('threeSideBySide', ids()).root)).toBe('row(33/34/33: n1 n2 n3)');
    expect(shape(templateLayout('twoStacked', ids()).root)).toBe('column(50/50: n1 n2)');
    expect(panelsOf(templateLayout('threeSideBySide', ids()).root).every((p) => p.height === 500 && p.reportId === null)).toBe(true);
  });

  it('shares out 100 in whole points', () => {
    expect(equalSizes(4)).toEqual([25, 25, 25, 25]);
    expect(equalSizes(7).reduce((a, b) => a + b)).toBe(100);
  });
});

describe('split and merge', () => {
  it('halves a panel in place inside a split of the same direction, and nests a split across it', () => {
    const newId = ids();
    const three = templateLayout('threeSideBySide', newId).root;
    expect(shape(splitPanel(three, 'n2', 'row', newId))).toBe('row(33/17/17/33: n1 n2 n5 n3)');
    expect(shape(splitPanel(three, 'n2', 'column', newId))).toBe('row(33/34/33: n1 column(50/50: n2 n6) n3)');
  });

  it('nests instead of halving when half a share would be thinner than 10 points', () => {
    const newId = ids();
    const root: DashboardNode = { kind: 'split', id: 's', direction: 'row', sizes: [82, 18], children: [{ kind: 'panel', id: 'a', reportId: null, view: '', height: 500 }, { kind: 'panel', id: 'b', reportId: null, view: '', height: 700 }] };
    const split = splitPanel(root, 'b', 'row', newId);
    expect(shape(split)).toBe('row(82/18: a row(50/50: b n1))');
    expect(panelsOf(split).find((p) => p.id === 'n1')?.height).toBe(700);
  });

  it('refuses an eighth panel, by split and by add', () => {
    const newId = ids();
    let root = templateLayout('one', newId).root;
    for (let i = 0; i < 6; i += 1) root = splitPanel(root, panelsOf(root).at(-1)!.id, i % 2 ? 'row' : 'column', newId);
    expect(countPanels(root)).toBe(7);
    expect(splitPanel(root, panelsOf(root)[0]!.id, 'row', newId)).toBe(root);
    expect(addPanel(root, newId)).toBe(root);
    expect(treeDepth(root)).toBeLessThanOrEqual(8);
  });

  it('merges a panel into the one before it, and a split left with one part gives way to it', () => {
    const newId = ids();
    const root = splitPanel(templateLayout('threeSideBySide', newId).root, 'n2', 'column', newId);
    expect(shape(mergePanel(root, 'n3'))).toBe('row(33/67: n1 column(50/50: n2 n5))');
    expect(shape(mergePanel(root, 'n1'))).toBe('row(67/33: column(50/50: n2 n5) n3)');
    expect(shape(mergePanel(root, 'n5'))).toBe('row(33/34/33: n1 n2 n3)');
    const one = templateLayout('one', newId).root;
    expect(canMerge(one, one.id)).toBe(false);
    expect(mergePanel(one, one.id)).toBe(one);
  });
});

describe('panels', () => {
  it('keeps a panel height between 400 and 1800, rounded up', () => {
    expect(clampPanelHeight(500)).toBe(500);
    expect(clampPanelHeight(612.2)).toBe(613);
    expect(clampPanelHeight(120)).toBe(400);
    expect(clampPanelHeight(5000)).toBe(1800);
    expect(clampPanelHeight(Number.NaN)).toBe(500);
    const root = templateLayout('one', ids()).root;
    expect(panelsOf(updatePanel(root, root.id, { height: 399.5 }))[0]!.height).toBe(400);
  });

  it('places a report in the first empty panel, then in a new one, and says when the dashboard is full', () => {
    const newId = ids();
    let root: DashboardNode | null = templateLayout('twoSideBySide', newId).root;
    root = placeReport(root, 'dam-mcp', 'layout=chart', newId)!;
    expect(panelsOf(root).map((p) => p.reportId)).toEqual(['dam-mcp', null]);
    root = placeReport(root, 'dam-mcp', '', newId)!;
    root = placeReport(root, 'dam-trade-value', '', newId)!;
    expect(shape(root)).toBe('column(50/50: row(50/50: n1 n2) n4)');
    for (let i = 0; i < 4; i += 1) root = placeReport(root!, 'dam-mcp', '', newId);
    expect(countPanels(root!)).toBe(7);
    expect(placeReport(root!, 'dam-mcp', '', newId)).toBeNull();
  });
});
