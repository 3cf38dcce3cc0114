// Search results: a flat list of matching pages, each with its groups as a hint; the count (or that nothing
// matched) is announced to screen readers as the reader types.
import { useTranslation } from '../../i18n/useTranslation';
import type { MenuMatch } from './filterMenu';
import { MenuLeafRow } from './MenuLeafRow';
import type { MenuRowContext } from './menuTreeContext';

interface SearchResultsProps {
  query: string;
  matches: readonly MenuMatch[];
  context: MenuRowContext;
}

export function SearchResults({ query, matches, context }: SearchResultsProps) {
  const { t } = useTranslation();
  return (
    <>
      <p role="status" className={matches.length > 0 ? 'visually-hidden' : 'sidebar-empty'}>
        {matches.length > 0 ? t('sidebar.resultCount', { count: matches.length }) : t('sidebar.noResults', { query: query.trim() })}
      </p>
      {matches.length > 0 && (
        <ul className="sidebar-list sidebar-results">
          {matches.map(({ node, ancestors }) => (
            <MenuLeafRow key={node.id} node={node} context={context} path={ancestors} />
          ))}
        </ul>
      )}
    </>
  );
}
