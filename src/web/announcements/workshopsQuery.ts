// The workshops that have not ended yet, the soonest first (GET /app-api/announcements?kind=workshop&upcoming=true),
// for the home page's workshop card. A background read: a failure shows in the card, not as the error modal.
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api/apiFetch';
import type { Announcement } from './announcementsQuery';

export function upcomingWorkshopsQuery() {
  return queryOptions({
    queryKey: ['announcements', 'upcoming-workshops'],
    queryFn: ({ signal }) => apiFetch<{ items: Announcement[] }>('/app-api/announcements?kind=workshop&upcoming=true', { signal, background: true }).then((r) => r.items),
    staleTime: 5 * 60_000,
  });
}
