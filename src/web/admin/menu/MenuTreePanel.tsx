// The menu tree of the "Menu Operations" screen: titles open and close, a search shows the matching entries with
// the titles above them (all open), and a click or Enter on an entry selects it for the editor. Plain buttons in
// nested lists, so Tab and Enter work everywhere.
import { useLocale } from '../../i18n/useLocale';
import { useTranslation } from '../../i18n/useTranslation';
import type { AdminMenuNode } from './menuOperationsApi';

interface MenuTreePanelProps {
  tree: readonly AdminMenuNode[];
  expanded: ReadonlySet<number>;
  onToggle: (id: number) => void;
  selectedId: number | null;
  onSelect: (node: AdminMenuNode) => void;
  /** The search's result: the ids to show (null: everything, by the open titles). */
  search: { shown: ReadonlySet<number>; matches: ReadonlySet<number> } | null;
}

export function MenuTreePanel(props: MenuTreePanelProps) {
  const { t } = useTranslation();
  return (
    <ul className="admin-menu-tree" aria-label={t('adminMenu.tree')}>
      <MenuTreeLevel {...props} nodes={props.tree} />
    </ul>
  );
}

function MenuTreeLevel({ nodes, ...props }: MenuTreePanelProps & { nodes: readonly AdminMenuNode[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { expanded, onToggle, selectedId, onSelect, search } = props;
  return nodes.filter((node) => !search || search.shown.has(node.id)).map((node) => {
    const label = locale === 'tr' ? node.labelTr : node.labelEn;
    const other = locale === 'tr' ? node.labelEn : node.labelTr;
    const open = search ? true : expanded.has(node.id);
    const hasChildren = node.children.length > 0;
    const selected = node.id === selectedId;
    return (
      <li key={node.id} className="admin-menu-node" data-menu-id={node.id}>
        <div className={`admin-menu-row${selected ? ' is-selected' : ''}${search?.matches.has(node.id) ? ' is-match' : ''}`}>
          {hasChildren && !search ? (
            <button
              type="button" className="admin-menu-toggle" aria-expanded={open}
              aria-label={t(open ? 'adminMenu.collapse' : 'adminMenu.expand', { label })} onClick={() => onToggle(node.id)}
            >
              <span aria-hidden="true">{open ? '▾' : '▸'}</span>
            </button>
          ) : <span className="admin-menu-toggle" aria-hidden="true" />}
          <button type="button" className="admin-menu-select" aria-pressed={selected} onClick={() => onSelect(node)}>
            <span className="admin-menu-label">{label}</span>
            <span className="admin-menu-other" lang={locale === 'tr' ? 'en' : 'tr'}>{other}</span>
            <span className={`admin-menu-badge is-${node.kind}`}>{t(`adminMenu.kind.${node.kind}`)}</span>
            {node.externalSelf && <span className="admin-menu-badge">{t('adminMenu.outside')}</span>}
            {node.changedByAdmin && <span className="admin-menu-badge is-changed">{t('adminMenu.changed')}</span>}
          </button>
        </div>
        {hasChildren && open && (
          <ul className="admin-menu-children">
            <MenuTreeLevel {...props} nodes={node.children} />
          </ul>
        )}
      </li>
    );
  });
}
