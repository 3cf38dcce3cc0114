// Which announcements this browser has counted as read, so a reader who opens one again does not count twice;
// only the newest 200 ids are kept. Storage blocked: the view is counted each time, nothing worse.
import { apiFetch } from '../api/apiFetch';

const STORAGE_KEY = 'seffaflik.countedAnnouncementViews';
const KEEP = 200;

function read(): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

export function isCounted(id: number): boolean {
  return read().includes(id);
}

/** Tells the server a reader opened the announcement, once per browser; resolves to the new count, if sent. */
export async function countView(id: number): Promise<number | undefined> {
  if (isCounted(id)) return undefined;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([id, ...read()].slice(0, KEEP)));
  } catch {
    // Not remembered: counted again next time.
  }
  const answer = await apiFetch<{ viewCount: number }>(`/app-api/announcements/${id}/views`, { method: 'POST', body: {}, background: true });
  return answer.viewCount;
}
