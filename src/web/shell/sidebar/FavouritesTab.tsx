// The Favourites tab: the reader's pages in the order they were added, each with its groups and a star to remove it.
import { useTranslation } from '../../i18n/useTranslation';
import type { MenuNode } from '../../../engine/menu/menuNode';
import { ancestorsOf } from './ancestorsOf';
import { MenuLeafRow } from './MenuLeafRow';
import type { MenuRowContext } from './menuTreeContext';

export function FavouritesTab({ tree, context }: { tree: readonly MenuNode[]; context: MenuRowContext }) {
  const { t } = useTranslation();
  const { nodes } = context.favourites;
  if (nodes.length === 0) return <p className="sidebar-empty">{t('sidebar.noFavourites')}</p>;
  return (
    <ul className="sidebar-list sidebar-favourites">
      {nodes.map((node) => (
        <MenuLeafRow key={node.id} node={node} context={context} path={ancestorsOf(tree, node.id)} />
      ))}
    </ul>
  );
}
