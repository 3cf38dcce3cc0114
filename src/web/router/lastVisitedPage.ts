// The last visited menu page, kept locally (when the reader's setting allows) so the home page can offer it.
import { rememberLastPageSetting } from '../shell/settings/userSettings';

const KEY = 'seffaflik.lastPageId';

export function rememberLastPage(id: number): void {
  if (!rememberLastPageSetting.get()) return;
  try {
    localStorage.setItem(KEY, String(id));
  } catch {
    // Storage may be unavailable (private mode); nothing else depends on it.
  }
}

export function lastVisitedPageId(): string | undefined {
  if (!rememberLastPageSetting.get()) return undefined;
  try {
    return localStorage.getItem(KEY)?.trim() || undefined;
  } catch {
    return undefined;
  }
}
