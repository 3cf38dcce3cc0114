// Which groups of the menu are open. The branch holding the current page opens by itself (also when the
// tree arrives after the first paint or the reader moves to another page); what the reader closed stays closed.
import { useState } from 'react';
import type { MenuNode } from '../../../engine/menu/menuNode';
import { ancestorsOf } from './ancestorsOf';

export function useExpandedGroups(tree: readonly MenuNode[], currentId: number | undefined) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(ancestorsOf(tree, currentId).map((node) => node.id)));
  const [seen, setSeen] = useState({ tree, currentId });
  if (seen.tree !== tree || seen.currentId !== currentId) {
    setSeen({ tree, currentId });
    const branch = ancestorsOf(tree, currentId).map((node) => node.id);
    if (branch.some((id) => !expanded.has(id))) setExpanded(new Set([...expanded, ...branch]));
  }
  const toggle = (id: number) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { expanded, toggle };
}
