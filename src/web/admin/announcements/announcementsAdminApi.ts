// The announcement calls of the management screen (src/server/API.md, "Announcements"): the full list, with
// drafts, scheduled and expired ones, and the writes.
import type { AnnouncementJson } from '../../../engine/app-api/appApiTypes';
import { contentRequest } from './contentRequest';

export const ADMIN_ANNOUNCEMENTS = '/app-api/admin/announcements';

export type AdminAnnouncement = AnnouncementJson & { draft: boolean };

/** What the editor sends: the server's input (announcementInput.ts), times as `YYYY-MM-DDTHH:mm:ss+03:00`. */
export interface AnnouncementBody {
  titleTr: string; titleEn: string; bodyTr: string; bodyEn: string;
  sticky: boolean; draft: boolean; importance: 'normal' | 'important';
  publishedAt?: string; visibleUntil: string | null;
  kind: 'notice' | 'workshop';
  startsAt?: string; endsAt?: string; placeTr?: string | null; placeEn?: string | null; online?: boolean; registrationUrl?: string | null;
}

export const adminAnnouncementsKey = ['admin', 'announcements'] as const;

export async function fetchAdminAnnouncements(signal?: AbortSignal): Promise<AdminAnnouncement[]> {
  return (await contentRequest<{ items: AdminAnnouncement[] }>(ADMIN_ANNOUNCEMENTS, signal ? { signal } : {})).items;
}

export function saveAnnouncement(id: number | null, body: AnnouncementBody): Promise<AdminAnnouncement> {
  return id === null
    ? contentRequest(ADMIN_ANNOUNCEMENTS, { method: 'POST', json: body, suppressErrorModal: true })
    : contentRequest(`${ADMIN_ANNOUNCEMENTS}/${id}`, { method: 'PUT', json: body, suppressErrorModal: true });
}

export async function deleteAnnouncement(id: number): Promise<void> {
  await contentRequest(`${ADMIN_ANNOUNCEMENTS}/${id}`, { method: 'DELETE' });
}
