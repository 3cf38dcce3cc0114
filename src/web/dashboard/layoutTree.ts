// The editor's operations on a dashboard's tree of panels, all pure: each takes a tree and gives a new one (or
// the same one when the change is not allowed), so the page can keep the saved tree beside the edited one.
// The model and its limits are the engine's (engine/dashboard/dashboardLayout.ts), shared with the server.
import {
  DASHBOARD_LIMITS, clampPanelHeight, countPanels, panelsOf,
  type DashboardLayout, type DashboardNode, type DashboardPanel, type DashboardSplit, type SplitDirection,
} from '../../engine/dashboard/dashboardLayout';

export type NewId = () => string;

/** The layouts a dashboard can start from. */
export const TEMPLATES = ['one', 'twoSideBySide', 'threeSideBySide', 'twoStacked'] as const;
export type TemplateName = (typeof TEMPLATES)[number];

export function emptyPanel(newId: NewId): DashboardPanel {
  return { kind: 'panel', id: newId(), reportId: null, view: '', height: DASHBOARD_LIMITS.defaultHeight };
}

/** Whole-number shares adding up to 100, the spare points in the middle (three parts: 33/34/33). */
export function equalSizes(parts: number): number[] {
  const base = Math.floor(100 / parts);
  const sizes = Array.from({ length: parts }, () => base);
  let spare = 100 - base * parts;
  for (let i = Math.floor((parts - 1) / 2); spare > 0; i = (i + 1) % parts, spare -= 1) sizes[i]! += 1;
  return sizes;
}

function splitOf(direction: SplitDirection, children: DashboardNode[], newId: NewId): DashboardSplit {
  return { kind: 'split', id: newId(), direction, sizes: equalSizes(children.length), children };
}

export function templateLayout(name: TemplateName, newId: NewId): DashboardLayout {
  const panels = (n: number) => Array.from({ length: n }, () => emptyPanel(newId));
  switch (name) {
    case 'one': return { root: emptyPanel(newId) };
    case 'twoSideBySide': return { root: splitOf('row', panels(2), newId) };
    case 'threeSideBySide': return { root: splitOf('row', panels(3), newId) };
    case 'twoStacked': return { root: splitOf('column', panels(2), newId) };
  }
}

export function canAddPanel(root: DashboardNode): boolean {
  return countPanels(root) < DASHBOARD_LIMITS.maxPanels;
}

export function findPanel(root: DashboardNode, panelId: string): DashboardPanel | undefined {
  return panelsOf(root).find((p) => p.id === panelId);
}

/** The tree with one node replaced (by id); `replace` returning null removes it from its split. */
function mapNode(node: DashboardNode, id: string, replace: (node: DashboardNode) => DashboardNode): DashboardNode {
  if (node.id === id) return replace(node);
  if (node.kind === 'panel') return node;
  const children = node.children.map((child) => mapNode(child, id, replace));
  return children.every((child, i) => child === node.children[i]) ? node : { ...node, children };
}

/**
 * The panel cut in two: `row` puts the new empty panel to its right, `column` below it. Inside a split of the
 * same direction the panel's share is halved in place; elsewhere (or when half would be too thin) the panel
 * becomes a split of its own. Unchanged at the panel limit.
 */
export function splitPanel(root: DashboardNode, panelId: string, direction: SplitDirection, newId: NewId): DashboardNode {
  if (!canAddPanel(root) || !findPanel(root, panelId)) return root;
  const added = emptyPanel(newId);
  const parent = parentOf(root, panelId);
  if (parent && parent.direction === direction) {
    const at = parent.children.findIndex((c) => c.id === panelId);
    const share = parent.sizes[at]!;
    const first = Math.floor(share / 2);
    if (first >= DASHBOARD_LIMITS.minSize && share - first >= DASHBOARD_LIMITS.minSize) {
      return mapNode(root, parent.id, () => ({
        ...parent,
        children: [...parent.children.slice(0, at + 1), added, ...parent.children.slice(at + 1)],
        sizes: [...parent.sizes.slice(0, at), first, share - first, ...parent.sizes.slice(at + 1)],
      }));
    }
  }
  return mapNode(root, panelId, (panel) => ({ ...splitOf(direction, [panel, { ...added, height: (panel as DashboardPanel).height }], newId) }));
}

function parentOf(node: DashboardNode, id: string): DashboardSplit | undefined {
  if (node.kind === 'panel') return undefined;
  if (node.children.some((c) => c.id === id)) return node;
  for (const child of node.children) {
    const found = parentOf(child, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The panel merged into its neighbour: it goes, and its share goes to the part before it (or after it, for the
 * first). A split left with one part gives its place to that part. The last panel of a dashboard stays.
 */
export function mergePanel(root: DashboardNode, panelId: string): DashboardNode {
  const parent = parentOf(root, panelId);
  if (!parent) return root;
  const at = parent.children.findIndex((c) => c.id === panelId);
  const neighbour = at > 0 ? at - 1 : 1;
  if (parent.children.length === 2) return mapNode(root, parent.id, () => parent.children[neighbour]!);
  const sizes = parent.sizes.map((size, i) => (i === neighbour ? size + parent.sizes[at]! : size)).filter((_, i) => i !== at);
  return mapNode(root, parent.id, () => ({ ...parent, sizes, children: parent.children.filter((_, i) => i !== at) }));
}

/** Whether a panel has a neighbour to merge into. */
export function canMerge(root: DashboardNode, panelId: string): boolean {
  return parentOf(root, panelId) !== undefined;
}

/** A new empty panel below everything else, unless the dashboard is full. */
export function addPanel(root: DashboardNode, newId: NewId): DashboardNode {
  if (!canAddPanel(root)) return root;
  const added = emptyPanel(newId);
  if (root.kind === 'split' && root.direction === 'column') {
    return { ...root, children: [...root.children, added], sizes: equalSizes(root.children.length + 1) };
  }
  return splitOf('column', [root, added], newId);
}

export function updatePanel(root: DashboardNode, panelId: string, patch: Partial<Pick<DashboardPanel, 'reportId' | 'view' | 'height'>>): DashboardNode {
  return mapNode(root, panelId, (node) => {
    if (node.kind !== 'panel') return node;
    return { ...node, ...patch, ...(patch.height !== undefined ? { height: clampPanelHeight(patch.height) } : {}) };
  });
}

/**
 * A report placed on the dashboard: in the first empty panel, else in a new panel at the bottom. Null when
 * every panel holds a report and there is no room for another.
 */
export function placeReport(root: DashboardNode, reportId: string, view: string, newId: NewId): DashboardNode | null {
  const free = panelsOf(root).find((p) => p.reportId === null);
  if (free) return updatePanel(root, free.id, { reportId, view });
  if (!canAddPanel(root)) return null;
  const grown = addPanel(root, newId);
  const added = panelsOf(grown).at(-1)!;
  return updatePanel(grown, added.id, { reportId, view });
}

/** A short random id for a new panel or split. */
export function randomId(): string {
  return Math.random().toString(36).slice(2, 10) || 'p';
}
