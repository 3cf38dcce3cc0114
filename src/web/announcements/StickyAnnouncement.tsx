// A sticky announcement opens in a modal on whichever page the reader is, once per browser (until it changes).
// It is looked for once the page itself is in (shell/idle/afterStart.ts), and its modal is a chunk of its own,
// fetched only when there is one to show: neither is in the way of the page's first paint.
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { lazyPage } from '../router/chunks/lazyPage';
import { useAfterStart } from '../shell/idle/afterStart';
import { announcementsQuery } from './announcementsQuery';
import { countView } from './countedViews';
import { dismiss, nextSticky } from './dismissedAnnouncements';

const StickyAnnouncementModal = lazyPage(() => import('./StickyAnnouncementModal').then((m) => m.StickyAnnouncementModal));

export function StickyAnnouncement({ announcementsHref }: { announcementsHref: string | undefined }) {
  // A page that shows the list (home, announcements) asks for it at once; the modal shares that answer.
  const afterStart = useAfterStart();
  const { data } = useQuery({ ...announcementsQuery(), enabled: afterStart });
  // Closing re-reads the storage: bump a counter so the next sticky one (if any) is picked.
  const [, setClosed] = useState(0);
  const current = data ? nextSticky(data) : undefined;
  if (!current) return null;
  const close = () => {
    // The reader has seen it: counted once per browser, like opening it on the home page.
    void countView(current.id).catch(() => {});
    dismiss(current);
    setClosed((n) => n + 1);
  };
  return (
    <Suspense fallback={null}>
      <StickyAnnouncementModal key={current.id} announcement={current} announcementsHref={announcementsHref} onClose={close} />
    </Suspense>
  );
}
