// The rows of one level of the menu tree, in menu order, without empty groups.
import type { MenuNode } from '../../../engine/menu/menuNode';
import { ancestorsOf } from './ancestorsOf';
import { isLeaf } from './hasLeaf';
import { MenuGroupRow } from './MenuGroupRow';
import { MenuLeafRow } from './MenuLeafRow';
import type { MenuRowContext } from './menuTreeContext';
import { visibleNodes } from './visibleNodes';

interface MenuNodesProps {
  nodes: readonly MenuNode[];
  context: MenuRowContext;
  expanded: ReadonlySet<number>;
  onToggle: (id: number) => void;
}

export function MenuNodes({ nodes, context, expanded, onToggle }: MenuNodesProps) {
  const branch = new Set(ancestorsOf(nodes, context.currentId).map((node) => node.id));
  return visibleNodes(nodes).map((node) =>
    isLeaf(node) ? (
      <MenuLeafRow key={node.id} node={node} context={context} />
    ) : (
      <MenuGroupRow key={node.id} node={node} context={context} expanded={expanded} onToggle={onToggle} holdsCurrent={branch.has(node.id)} />
    ),
  );
}
