// Whether the reader pinned the sidebar open. The layout reads it too, to make room for the wide sidebar.
import { useStoredSetting, writeSetting } from './storedSetting';

export const SIDEBAR_LOCKED_KEY = 'seffaflik.sidebar.locked';

export function useSidebarLocked(): boolean {
  return useStoredSetting(SIDEBAR_LOCKED_KEY) === 'true';
}

export function setSidebarLocked(locked: boolean): void {
  writeSetting(SIDEBAR_LOCKED_KEY, String(locked));
}
