// One page of the sidebar (menu, search result or favourite): its link and, unless it cannot be a
// favourite, its star.
import { useId } from 'react';
import type { MenuNode } from '../../../engine/menu/menuNode';
import { FavouriteStar } from './FavouriteStar';
import { MenuLink } from './MenuLink';
import { MenuIconGlyph } from './menuIcons';
import { menuLabel } from './menuLabel';
import { isCurrent, type MenuRowContext } from './menuTreeContext';

interface MenuLeafRowProps {
  node: MenuNode;
  context: MenuRowContext;
  /** The groups above the page, shown where the tree does not show them (search, favourites). */
  path?: readonly MenuNode[];
}

export function MenuLeafRow({ node, context, path }: MenuLeafRowProps) {
  const { locale, currentId, favourites, onNavigate } = context;
  const label = menuLabel(node, locale);
  const hint = path?.map((group) => menuLabel(group, locale)).join(' › ');
  const hintId = useId();
  return (
    <li className="sidebar-row">
      <MenuLink
        node={node}
        className="sidebar-link"
        title={label}
        aria-current={isCurrent(node, currentId) ? 'page' : undefined}
        aria-describedby={hint ? hintId : undefined}
        onClick={onNavigate}
      >
        <MenuIconGlyph node={node} />
        <span className="sidebar-label">
          {/* The path is the link's description, not part of its name: the title comes first when read. */}
          {hint && (
            <span className="sidebar-hint" id={hintId} aria-hidden="true">
              {hint}
            </span>
          )}
          {label}
        </span>
      </MenuLink>
      {!node.nofav && <FavouriteStar title={label} pressed={favourites.isFavourite(node)} onToggle={() => favourites.toggle(node)} />}
    </li>
  );
}
