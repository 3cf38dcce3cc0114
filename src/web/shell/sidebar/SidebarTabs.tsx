// The two tabs of the sidebar, as a WAI-ARIA tablist: one tab stop, arrow keys (and Home/End) move and select.
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { SIDEBAR_TABS, type SidebarTab } from './useSidebarTab';

const ICONS: Record<SidebarTab, string> = { menu: '☰', favourites: '★' };
const LABEL_KEYS: Record<SidebarTab, string> = { menu: 'sidebar.tabMenu', favourites: 'sidebar.tabFavourites' };

export const tabId = (base: string, tab: SidebarTab) => `${base}-tab-${tab}`;
export const panelId = (base: string, tab: SidebarTab) => `${base}-panel-${tab}`;

interface SidebarTabsProps {
  idBase: string;
  tab: SidebarTab;
  onChange: (tab: SidebarTab) => void;
}

export function SidebarTabs({ idBase, tab, onChange }: SidebarTabsProps) {
  const { t } = useTranslation();
  const buttons = useRef(new Map<SidebarTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = SIDEBAR_TABS.indexOf(tab);
    const last = SIDEBAR_TABS.length - 1;
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: last };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = SIDEBAR_TABS[(to + SIDEBAR_TABS.length) % SIDEBAR_TABS.length] ?? tab;
    onChange(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div role="tablist" aria-label={t('sidebar.tabs')} className="sidebar-tabs">
      {SIDEBAR_TABS.map((name) => (
        <button
          key={name}
          ref={(element) => {
            if (element) buttons.current.set(name, element);
            else buttons.current.delete(name);
          }}
          type="button"
          role="tab"
          id={tabId(idBase, name)}
          aria-selected={tab === name}
          aria-controls={panelId(idBase, name)}
          tabIndex={tab === name ? 0 : -1}
          className="sidebar-tab"
          onClick={() => onChange(name)}
          onKeyDown={onKeyDown}
        >
          <span className="sidebar-tab-icon" aria-hidden="true">{ICONS[name]}</span>
          <span className="sidebar-label">{t(LABEL_KEYS[name])}</span>
        </button>
      ))}
    </div>
  );
}
