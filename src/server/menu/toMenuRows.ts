// The menu as the files describe it: one row per group of reports/menu-groups.json and one per descriptor.
// The files have been validated (checkMenuGroups), so every parent key names a group.
import type { MenuGroup } from '../../../schemas/menuGroups.schema';
import { isReportPage, type ReportDescriptor } from '../../../schemas/report.schema';
import type { MenuRow } from './menuRow';

export function toMenuRows(groups: readonly MenuGroup[], reports: readonly ReportDescriptor[]): MenuRow[] {
  const idByKey = new Map(groups.map((g) => [g.key, g.id]));
  const parentOf = (key: string) => idByKey.get(key) ?? null;
  const groupRows = groups.map((g): MenuRow => ({
    id: g.id,
    parentId: g.key.includes('/') ? parentOf(g.key.slice(0, g.key.lastIndexOf('/'))) : null,
    kind: 'group', labelTr: g.labelTr, labelEn: g.labelEn, menuOrder: g.order,
    nofav: g.nofav ?? false, externalSelf: g.externalSelf ?? false, urlTr: null, urlEn: null,
  }));
  // API-only descriptors (dashboards) are no page: they have no menu node.
  const pageRows = reports.filter(isReportPage).map((r): MenuRow => ({
    id: r.pageId, parentId: parentOf(r.menu.parent), kind: 'page', labelTr: r.title.tr, labelEn: r.title.en,
    menuOrder: r.menu.order, nofav: false, externalSelf: false, urlTr: null, urlEn: null,
  }));
  return [...groupRows, ...pageRows];
}
