// The Menu tab: a search box above the menu tree; while there is a query, the results replace the tree.
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { MenuNode } from '../../../engine/menu/menuNode';
import { foldSearchText } from '../../../engine/menu/foldSearchText';
import { filterMenu } from './filterMenu';
import { MenuNodes } from './MenuNodes';
import type { MenuRowContext } from './menuTreeContext';
import { SearchResults } from './SearchResults';
import { useExpandedGroups } from './useExpandedGroups';

export const MIN_QUERY_LENGTH = 2;

interface MenuTabProps {
  tree: readonly MenuNode[];
  context: MenuRowContext;
}

export function MenuTab({ tree, context }: MenuTabProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const { expanded, toggle } = useExpandedGroups(tree, context.currentId);
  const searching = query.trim() !== '';
  // No search, no walk through the whole menu (the tree is drawn instead).
  const matches = useMemo(() => (searching ? filterMenu(tree, query, context.locale) : []), [searching, tree, query, context.locale]);
  // One letter matches half the menu: the search starts at two.
  const tooShort = searching && foldSearchText(query).length < MIN_QUERY_LENGTH;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Escape first clears the search; only an empty box lets it through to close the mobile drawer.
    if (event.key !== 'Escape' || query === '') return;
    event.preventDefault();
    event.stopPropagation();
    setQuery('');
  };

  return (
    <>
      <div className="sidebar-search" role="search">
        <label htmlFor={searchId} className="visually-hidden">
          {t('sidebar.searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder={t('sidebar.searchPlaceholder')}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      {tooShort ? (
        <p role="status" className="sidebar-empty">
          {t('sidebar.minLength', { count: MIN_QUERY_LENGTH })}
        </p>
      ) : searching ? (
        <SearchResults query={query} matches={matches} context={context} />
      ) : (
        <ul className="sidebar-list sidebar-tree">
          <MenuNodes nodes={tree} context={context} expanded={expanded} onToggle={toggle} />
        </ul>
      )}
    </>
  );
}
