// The platform's announcements (GET /app-api/announcements): the Announcements page and the sticky modal share
// one cached answer. A background read: a failure must not open the error modal on every page.
import { queryOptions } from '@tanstack/react-query';
import type { AnnouncementJson } from '../../engine/app-api/appApiTypes';
import { apiFetch } from '../api/apiFetch';

export type Announcement = AnnouncementJson;

export function announcementsQuery() {
  return queryOptions({
    queryKey: ['announcements'],
    queryFn: ({ signal }) => apiFetch<{ items: Announcement[] }>('/app-api/announcements', { signal, background: true }).then((r) => r.items),
    staleTime: 5 * 60_000,
  });
}
