// Saved dashboards of older schema versions, brought to the current one when read. Each step takes a document of
// version N to N + 1 and is tested with a saved example of version N.
import { DASHBOARD_LIMITS, DASHBOARD_SCHEMA_VERSION } from './dashboardLayout';

interface AnyDocument { schemaVersion: number; layout: unknown }

/** Version 1 had no panel heights: every panel was drawn at the default height, which version 2 writes down. */
export function addPanelHeights(document: AnyDocument): AnyDocument {
  const withHeight = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    const n = node as Record<string, unknown>;
    if (n.kind === 'panel') return { ...n, height: DASHBOARD_LIMITS.defaultHeight };
    if (n.kind === 'split' && Array.isArray(n.children)) return { ...n, children: n.children.map(withHeight) };
    return node;
  };
  const layout = document.layout as { root?: unknown } | null;
  return { schemaVersion: 2, layout: layout && typeof layout === 'object' ? { ...layout, root: withHeight(layout.root) } : layout };
}

/** The step that takes a document of the key's version to the next one. */
const STEPS: Record<number, (document: AnyDocument) => AnyDocument> = {
  1: addPanelHeights,
};

/**
 * The document in the current schema version (not yet validated: the caller checks the result). A version
 * newer than this code knows, or one without a step, comes back unchanged for the validator to refuse.
 */
export function migrateDashboard<T extends AnyDocument>(document: T): AnyDocument {
  let current: AnyDocument = document;
  while (current.schemaVersion < DASHBOARD_SCHEMA_VERSION) {
    const step = STEPS[current.schemaVersion];
    if (!step) return current;
    current = step(current);
  }
  return current;
}
