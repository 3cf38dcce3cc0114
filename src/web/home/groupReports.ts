// The home page's report list: reports grouped under their menu parent, groups in the order their first
// report appears (the server sends reports in menu order), reports by menu order within a group.
import type { ReportListItem } from '../api/appApi';

export interface ReportGroup {
  parent: string;
  /** The parent path split into segments, e.g. ['electricity', 'dams']. */
  segments: string[];
  reports: ReportListItem[];
}

export function groupReports(items: readonly ReportListItem[]): ReportGroup[] {
  const groups = new Map<string, ReportGroup>();
  for (const item of items) {
    let group = groups.get(item.menu.parent);
    if (!group) {
      group = { parent: item.menu.parent, segments: item.menu.parent.split('/'), reports: [] };
      groups.set(item.menu.parent, group);
    }
    group.reports.push(item);
  }
  for (const group of groups.values()) group.reports.sort((a, b) => a.menu.order - b.menu.order);
  return [...groups.values()];
}

/** A menu segment without a translation reads as words: 'spot-gas-market' → 'Spot gas market'. */
export function humanizeSegment(segment: string): string {
  const words = segment.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
