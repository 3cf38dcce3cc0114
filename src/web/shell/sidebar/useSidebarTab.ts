// The sidebar tab the reader chose last, kept across visits.
import { useStoredSetting, writeSetting } from './storedSetting';

export const SIDEBAR_TABS = ['menu', 'favourites'] as const;
export type SidebarTab = (typeof SIDEBAR_TABS)[number];

export const SIDEBAR_TAB_KEY = 'seffaflik.sidebar.tab';

export function useSidebarTab(): [SidebarTab, (tab: SidebarTab) => void] {
  const saved = useStoredSetting(SIDEBAR_TAB_KEY);
  const tab = SIDEBAR_TABS.find((name) => name === saved) ?? 'menu';
  return [tab, (next) => writeSetting(SIDEBAR_TAB_KEY, next)];
}
