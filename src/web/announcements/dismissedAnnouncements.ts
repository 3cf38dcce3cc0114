// Which sticky announcements this browser has closed. Keyed by id and last change, so an announcement that an
// administrator edits opens again; only the newest 50 are kept.
import type { Announcement } from './announcementsQuery';

const STORAGE_KEY = 'seffaflik.dismissedAnnouncements';
const KEEP = 50;

const keyOf = (a: Pick<Announcement, 'id' | 'updatedAt'>) => `${a.id}@${a.updatedAt}`;

function read(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function isDismissed(announcement: Pick<Announcement, 'id' | 'updatedAt'>): boolean {
  return read().includes(keyOf(announcement));
}

export function dismiss(announcement: Pick<Announcement, 'id' | 'updatedAt'>): void {
  const keys = [keyOf(announcement), ...read().filter((k) => k !== keyOf(announcement))].slice(0, KEEP);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(keys));
  } catch {
    // Storage full or blocked: the modal will open again next time, nothing worse.
  }
}

/** The sticky announcement to open now: the newest one this browser has not closed. */
export function nextSticky(announcements: readonly Announcement[]): Announcement | undefined {
  return announcements.find((a) => a.sticky && !isDismissed(a));
}
