// The sidebar: Menu (search and tree) and Favourites tabs. On desktop a rail that widens on hover or focus,
// or wide when pinned; on mobile a drawer over the page, shown only while `open`.
import { useId, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Locale } from '../../../engine/locale/locale';
import type { MenuNode } from '../../../engine/menu/menuNode';
import { FavouritesTab } from './FavouritesTab';
import { MenuTab } from './MenuTab';
import type { MenuRowContext } from './menuTreeContext';
import { PinButton } from './PinButton';
import { panelId, SidebarTabs, tabId } from './SidebarTabs';
import { useDrawerDismiss } from './useDrawerDismiss';
import { useFavourites } from './useFavourites';
import { useSidebarLocked } from './useSidebarLocked';
import { SIDEBAR_TABS, useSidebarTab } from './useSidebarTab';

export interface SidebarProps {
  /** The `items` of get-menu-tree. */
  tree: readonly MenuNode[];
  /** The menu id of the page shown, if it is a menu page. */
  currentId: number | undefined;
  locale: Locale;
  /** Below the desktop width (useViewport().mobile): the sidebar is a drawer. */
  mobile: boolean;
  /** Mobile only: whether the drawer is shown. */
  open: boolean;
  /** Mobile only: the drawer asks to close (outside press, Escape, close button, a followed link). */
  onClose: () => void;
}

export function Sidebar({ tree, currentId, locale, mobile, open, onClose }: SidebarProps) {
  const { t } = useTranslation();
  const idBase = useId();
  const panel = useRef<HTMLElement>(null);
  const locked = useSidebarLocked();
  const [tab, setTab] = useSidebarTab();
  const favourites = useFavourites(tree);
  const shown = !mobile || open;
  useDrawerDismiss(panel, mobile && open, onClose);

  const context: MenuRowContext = { locale, currentId, favourites, onNavigate: mobile ? onClose : undefined };
  const mode = mobile ? 'drawer' : locked ? 'locked' : 'rail';

  return (
    <div className="sidebar" data-mode={mode} hidden={!shown}>
      {mobile && <div className="sidebar-backdrop" aria-hidden="true" />}
      <nav ref={panel} className="sidebar-panel" aria-label={t('sidebar.label')}>
        <div className="sidebar-top">
          <SidebarTabs idBase={idBase} tab={tab} onChange={setTab} />
          {mobile ? (
            <button type="button" className="sidebar-tool" aria-label={t('sidebar.close')} title={t('sidebar.close')} onClick={onClose}>
              <span aria-hidden="true">✕</span>
            </button>
          ) : (
            <PinButton locked={locked} />
          )}
        </div>
        {SIDEBAR_TABS.map((name) => (
          <div key={name} role="tabpanel" id={panelId(idBase, name)} aria-labelledby={tabId(idBase, name)} className="sidebar-tabpanel" hidden={tab !== name}>
            {/* Both stay mounted, so a search or the open groups survive a visit to the other tab. */}
            {name === 'menu' ? <MenuTab tree={tree} context={context} /> : <FavouritesTab tree={tree} context={context} />}
          </div>
        ))}
      </nav>
    </div>
  );
}
