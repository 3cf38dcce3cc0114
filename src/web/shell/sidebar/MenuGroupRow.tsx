// A group of the menu: a button that opens and closes the list of what is below it. A closed group's rows are not
// drawn at all (the menu has some 300 pages, each with its favourite star: drawing them all held back a cold
// report page's first paint by about 150 ms); the list element stays for the button's aria-controls.
import { useId } from 'react';
import type { MenuNode } from '../../../engine/menu/menuNode';
import { MenuNodes } from './MenuNodes';
import { MenuIconGlyph } from './menuIcons';
import { menuLabel } from './menuLabel';
import type { MenuRowContext } from './menuTreeContext';

interface MenuGroupRowProps {
  node: MenuNode;
  context: MenuRowContext;
  expanded: ReadonlySet<number>;
  onToggle: (id: number) => void;
  /** The group holds the current page: marked, so a closed group or the rail still shows where the reader is. */
  holdsCurrent: boolean;
}

export function MenuGroupRow({ node, context, expanded, onToggle, holdsCurrent }: MenuGroupRowProps) {
  const listId = useId();
  const open = expanded.has(node.id);
  const label = menuLabel(node, context.locale);
  return (
    <li className="sidebar-group" data-current={holdsCurrent || undefined}>
      <button type="button" className="sidebar-group-button" title={label} aria-expanded={open} aria-controls={listId} onClick={() => onToggle(node.id)}>
        <MenuIconGlyph node={node} />
        <span className="sidebar-label">{label}</span>
      </button>
      <ul id={listId} className="sidebar-list" hidden={!open}>
        {open && <MenuNodes nodes={node.children} context={context} expanded={expanded} onToggle={onToggle} />}
      </ul>
    </li>
  );
}
