// The page of the home page's announcements this browser looked at last, so a reader comes back to it.
const STORAGE_KEY = 'seffaflik.homeAnnouncementsPage';

export function readRememberedPage(): number {
  try {
    const page = Number(localStorage.getItem(STORAGE_KEY));
    return Number.isInteger(page) && page >= 1 ? page : 1;
  } catch {
    return 1;
  }
}

export function rememberPage(page: number): void {
  try {
    localStorage.setItem(STORAGE_KEY, String(page));
  } catch {
    // Not remembered: the card opens on its first page next time.
  }
}
