// Where the page sits in the menu: Home › group › subgroup › page. Each level opens a menu of the entries
// beside it, so a reader can move sideways without going back to the sidebar. Off the menu it shows nothing.
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Locale } from '../../../engine/locale/locale';
import type { MenuNode } from '../../../engine/menu/menuNode';
import { Link } from '../../router/Link';
import { breadcrumbLevels } from './breadcrumbLevels';
import { BreadcrumbMenu } from './BreadcrumbMenu';

export interface BreadcrumbProps {
  /** The `items` of get-menu-tree. */
  tree: readonly MenuNode[];
  /** The menu id of the page shown. */
  currentId: number | undefined;
  locale: Locale;
}

export function Breadcrumb({ tree, currentId, locale }: BreadcrumbProps) {
  const { t } = useTranslation();
  const levels = useMemo(() => breadcrumbLevels(tree, currentId), [tree, currentId]);
  if (currentId === undefined || levels.length === 0) return null;
  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb.label')}>
      <ol className="breadcrumb-list">
        <li className="breadcrumb-item">
          <Link href="/home" className="breadcrumb-home">
            {t('breadcrumb.home')}
          </Link>
        </li>
        {levels.map((level, depth) => (
          <BreadcrumbMenu key={level.node.id} level={level} locale={locale} currentId={currentId} last={depth === levels.length - 1} />
        ))}
      </ol>
    </nav>
  );
}
