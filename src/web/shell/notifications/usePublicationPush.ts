// Listens to the server's publication stream while the shell is open: every publication makes the answers that
// show it old (invalidatePublished.ts), and one the member asked to hear of (settings, publicationTopics.ts)
// goes to the bell. A publication missed while the connection was down is noticed from the state sent on
// reconnection. `mode` says whether the stream works ('push'), is being opened, or is unavailable ('fallback':
// the caller then asks on the polling rule instead).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { invalidatePublished } from './invalidatePublished';
import { notificationStore } from './notificationStore';
import { PTF_NOTIFICATION_ID } from './ptfNotification';
import { PTF_NOTIFICATION_LIFE_MS, publicationNotificationId, toPublicationNotification } from './publicationNotice';
import { openPublicationStream } from './publicationStream';
import { topicBehaviour, type PublicationEvent, type PublicationTopic } from './publicationTopics';

export type PushMode = 'connecting' | 'push' | 'fallback';

export interface PublicationPushOptions {
  /** Where a day-ahead notification links to (the MCP page). */
  reportHref: string;
  /** The server's time now, epoch ms (the shell's date-init clock). */
  serverNow: () => number;
}

export function usePublicationPush({ reportHref, serverNow }: PublicationPushOptions): PushMode {
  const client = useQueryClient();
  const [mode, setMode] = useState<PushMode>('connecting');
  // Read when an event comes, so a later link or clock never reopens the stream.
  const href = useRef(reportHref);
  const now = useRef(serverNow);
  useEffect(() => {
    href.current = reportHref;
    now.current = serverNow;
  }, [reportHref, serverNow]);

  useEffect(() => {
    const known = new Map<PublicationTopic, string>();
    let ptfTimer: ReturnType<typeof setTimeout> | undefined;

    // A ptf notification from an earlier publication goes when its half hour is over.
    const expirePtf = () => {
      clearTimeout(ptfTimer);
      const ptf = notificationStore.get(PTF_NOTIFICATION_ID);
      if (!ptf) return;
      const left = Date.parse(ptf.createdAt) + PTF_NOTIFICATION_LIFE_MS - now.current();
      if (left <= 0) notificationStore.remove(PTF_NOTIFICATION_ID);
      else ptfTimer = setTimeout(expirePtf, left);
    };

    const publish = (event: PublicationEvent) => {
      known.set(event.topic, event.publishedAt);
      invalidatePublished(client, event);
      if (!topicBehaviour[event.topic].setting.get()) return;
      const id = publicationNotificationId(event);
      // The other topics keep only their newest notification.
      if (id !== PTF_NOTIFICATION_ID) notificationStore.remove(id);
      notificationStore.add(toPublicationNotification(event, href.current));
      expirePtf();
    };

    const close = openPublicationStream({
      onState(events) {
        setMode('push');
        for (const event of events) {
          const before = known.get(event.topic);
          // The first state is the starting point; a later one differs only after a publication was missed.
          if (before === undefined) known.set(event.topic, event.publishedAt);
          else if (before !== event.publishedAt) publish(event);
        }
        expirePtf();
      },
      onPublication: publish,
      onUnavailable: () => setMode('fallback'),
    });
    return () => {
      close?.();
      clearTimeout(ptfTimer);
    };
  }, [client]);

  return mode;
}
