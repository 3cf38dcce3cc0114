// The menu tree from the files: groups and pages nest by key, siblings follow menuOrder then id, pages get
// routes from their ancestors' labels in each language, groups get none.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MenuGroup } from '../../../schemas/menuGroups.schema';
import { isReportPage, type ReportDescriptor } from '../../../schemas/report.schema';
import { findMenuNode } from '../../engine/menu/findMenuNode';
import { loadReports } from '../reports/loadReports';
import { buildMenuTree } from './buildMenuTree';
import { toMenuRows } from './toMenuRows';

const group = (key: string, id: number, labelTr: string, labelEn: string, order: number): MenuGroup => ({ key, id, labelTr, labelEn, order, nofav: false, externalSelf: false });
const page = (pageId: number, parent: string, order: number, tr: string, en: string) =>
  ({ pageId, menu: { parent, order }, title: { tr, en } }) as ReportDescriptor;

describe('buildMenuTree', () => {
  const groups = [
    group('gas', 20, 'Doğal Gaz', 'Natural Gas', 2),
    group('power', 10, 'Elektrik', 'Electricity', 1),
    group('power/dam', 11, 'Gün Öncesi Piyasası (GÖP)', 'Day-Ahead Market (DAM)', 1),
  ];
  const tree = buildMenuTree(toMenuRows(groups, [
    page(62, 'power/dam', 2, 'Ağırlıklı Ortalama', 'Weighted Average'),
    page(61, 'power/dam', 1, 'Piyasa Takas Fiyatı (PTF)', 'Market Clearing Price (MCP)'),
    page(63, 'power/dam', 1, 'İşlem Hacmi', 'Trade Value'),
    page(70, 'power', 0, 'Şirket Sayısı', 'Company Count'),
  ]));

  it('orders siblings by menuOrder, then id', () => {
    expect(tree.map((n) => n.id)).toEqual([10, 20]);
    expect(tree[0]!.children.map((n) => n.id)).toEqual([70, 11]);
    expect(findMenuNode(tree, 11)!.children.map((n) => n.id)).toEqual([61, 63, 62]);
  });

  it('derives both routes of a page from the labels, Turkish letters folded', () => {
    expect(findMenuNode(tree, 61)).toMatchObject({
      urlEn: '/electricity/day-ahead-market-dam/market-clearing-price-mcp',
      urlTr: '/elektrik/gun-oncesi-piyasasi-gop/piyasa-takas-fiyati-ptf',
      labelTr: 'Piyasa Takas Fiyatı (PTF)', menuOrder: 1, children: [], nofav: false, externalSelf: false,
    });
    expect(findMenuNode(tree, 63)!.urlTr).toBe('/elektrik/gun-oncesi-piyasasi-gop/islem-hacmi');
    expect(findMenuNode(tree, 70)!.urlTr).toBe('/elektrik/sirket-sayisi');
  });

  it('gives groups no url and pages no children, and keeps an empty group', () => {
    expect(findMenuNode(tree, 11)).toMatchObject({ urlTr: null, urlEn: null });
    expect(findMenuNode(tree, 20)).toMatchObject({ urlTr: null, urlEn: null, children: [] });
  });

  it('leaves out a row whose parent is gone and keeps a link\'s own address', () => {
    const rows = toMenuRows(groups, [page(61, 'power/dam', 1, 'PTF', 'MCP')]);
    const orphan = { ...rows.at(-1)!, id: 99, parentId: 12345 };
    const link = { ...rows.at(-1)!, id: 98, kind: 'link' as const, parentId: 10, urlTr: 'https://example.org/tr', urlEn: 'https://example.org/en', externalSelf: true };
    const built = buildMenuTree([...rows, orphan, link]);
    expect(findMenuNode(built, 99)).toBeUndefined();
    expect(findMenuNode(built, 98)).toMatchObject({ urlEn: 'https://example.org/en', externalSelf: true });
  });

  it('places every repository descriptor under the real groups', () => {
    const { reports } = loadReports(resolve('reports'));
    const { groups: realGroups } = JSON.parse(readFileSync('reports/menu-groups.json', 'utf8')) as { groups: MenuGroup[] };
    const real = buildMenuTree(toMenuRows(realGroups, reports));
    expect(real.map((n) => n.labelEn)).toEqual(['Electricity', 'Natural Gas']);
    for (const r of reports.filter(isReportPage)) expect(findMenuNode(real, r.pageId)?.urlEn).toMatch(/^\/(electricity|natural-gas)\/.+/);
    expect(findMenuNode(real, 61)!.urlEn).toBe('/electricity/electricity-markets/day-ahead-market-dam/market-clearing-price-mcp');
  });
});
