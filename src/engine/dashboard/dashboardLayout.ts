// A personal dashboard: a tree of panels. A split lays its children side by side (`row`) or stacked (`column`)
// with sizes in percent; a panel shows one report (by id) in the view its report page writes in the address
// (the engine's URL codec: filters, chart type, table or chart layout). Saved on the server for members and in
// the browser for visitors, always as `{ schemaVersion, layout }` (migrateDashboard.ts reads older versions).

export const DASHBOARD_SCHEMA_VERSION = 2;

/** The limits the editor keeps and the server checks. */
export const DASHBOARD_LIMITS = {
  maxPanels: 7,
  /** Splits inside splits: seven panels need at most six levels. */
  maxDepth: 8,
  minHeight: 400,
  maxHeight: 1800,
  defaultHeight: 500,
  /** A child of a split never takes less than this share (percent), nor more than 100 minus it. */
  minSize: 10,
  maxViewLength: 2000,
  maxIdLength: 40,
  maxReportIdLength: 100,
  /** The whole JSON body of a save. */
  maxBodyBytes: 65_536,
} as const;

export interface DashboardPanel {
  kind: 'panel';
  id: string;
  /** null: an empty panel waiting for the reader to choose a report. */
  reportId: string | null;
  /** The report page's query string (without `?`), as toViewSearchParams writes it. */
  view: string;
  /** Pixels, DASHBOARD_LIMITS.minHeight to maxHeight. */
  height: number;
}

export type SplitDirection = 'row' | 'column';

export interface DashboardSplit {
  kind: 'split';
  id: string;
  /** row: side by side; column: stacked. */
  direction: SplitDirection;
  /** One share in percent per child, adding up to 100. */
  sizes: number[];
  children: DashboardNode[];
}

export type DashboardNode = DashboardPanel | DashboardSplit;

export interface DashboardLayout {
  root: DashboardNode;
}

export interface DashboardDocument {
  schemaVersion: number;
  layout: DashboardLayout;
}

/** Every panel of the tree, in reading order (left to right, top to bottom). */
export function panelsOf(node: DashboardNode): DashboardPanel[] {
  return node.kind === 'panel' ? [node] : node.children.flatMap(panelsOf);
}

export function countPanels(node: DashboardNode): number {
  return panelsOf(node).length;
}

/** Levels of the tree: a lone panel is 1. */
export function treeDepth(node: DashboardNode): number {
  return node.kind === 'panel' ? 1 : 1 + Math.max(0, ...node.children.map(treeDepth));
}

/** Rounded up to a whole pixel and kept within the limits; anything unreadable is the default. */
export function clampPanelHeight(height: number): number {
  if (!Number.isFinite(height)) return DASHBOARD_LIMITS.defaultHeight;
  return Math.min(DASHBOARD_LIMITS.maxHeight, Math.max(DASHBOARD_LIMITS.minHeight, Math.ceil(height)));
}
