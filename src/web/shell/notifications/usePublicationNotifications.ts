// Watches the day-ahead publication on the server's clock and keeps the ptf notification in step with it
// (the rules are in publicationPollPlan). One setTimeout chain: every tick looks at the clock afresh, so a page
// opened at 12:59:30 starts asking at 13:00, and a tab that slept catches up on its first tick.
import { useEffect, useRef, useState } from 'react';
import { fetchInterimMcpPublished, fetchServerTime } from './publicationApi';
import { planPublicationPoll, nextDelay } from './publicationPollPlan';
import { notificationStore } from './notificationStore';
import { PTF_NOTIFICATION_ID, toPtfNotification } from './ptfNotification';
import { serverNow, toServerClock, type ServerClock } from './serverClock';

export interface PublicationNotificationsOptions {
  enabled: boolean;
  /** The server's publication stream tells instead: ask nothing, and leave its notification alone. */
  paused?: boolean;
  /** Where the notification links to: the page whose descriptor says `notifiesPublication` (the MCP). */
  reportHref: string;
  /**
   * The shell's date-init answer, when it has one: the watch then asks nothing more (one date-init per page
   * load). Null when date-init failed; left out, the watch asks date-init itself.
   */
  serverClock?: ServerClock | null;
}

export interface PublicationStatus {
  /** The last answer of the published status, null before the first. */
  published: boolean | null;
}

function notifiedDay(): string | null {
  const existing = notificationStore.get(PTF_NOTIFICATION_ID);
  return existing ? (existing.deliveryDay ?? '') : null;
}

export function usePublicationNotifications({ enabled, paused = false, reportHref, serverClock }: PublicationNotificationsOptions): PublicationStatus {
  const [published, setPublished] = useState<boolean | null>(null);
  // The link may arrive after the watch started (the menu loads later): read at notification time, so a
  // new link never restarts the watch and cancels a status call under way.
  const href = useRef(reportHref);
  useEffect(() => {
    href.current = reportHref;
  }, [reportHref]);

  useEffect(() => {
    if (!enabled) {
      // Turned off: the notification it made goes too.
      notificationStore.remove(PTF_NOTIFICATION_ID);
      return;
    }
    if (paused) return;
    const controller = new AbortController();
    const { signal } = controller;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let askedOnce = false;

    const tick = async (clock: ServerClock) => {
      const startedAt = Date.now();
      const step = planPublicationPoll(serverNow(clock), { notifiedDay: notifiedDay(), askedOnce });
      if (step.removeNotification) notificationStore.remove(PTF_NOTIFICATION_ID);
      let notified = false;
      if (step.ask) {
        askedOnce = true;
        try {
          const completed = await fetchInterimMcpPublished(signal);
          setPublished(completed);
          if (completed && step.inWindow) {
            notificationStore.add(toPtfNotification(step.deliveryDay, serverNow(clock), href.current));
            notified = true;
          }
        } catch {
          if (signal.aborted) return;
          // A failed ask is retried at the next tick (inside the window); outside it waits for tomorrow.
        }
      }
      if (signal.aborted) return;
      // Once notified, wait for the window's end; else the plan's delay, less the time the ask took.
      const delay = notified ? nextDelay(serverNow(clock), true) : Math.max(0, step.nextInMs - (Date.now() - startedAt));
      timer = setTimeout(() => void tick(clock), delay);
    };

    const start = async () => {
      if (serverClock !== undefined) {
        void tick(serverClock ?? { serverMs: Date.now(), receivedAt: Date.now() });
        return;
      }
      let clock: ServerClock | null = null;
      try {
        clock = toServerClock(await fetchServerTime(signal), Date.now());
      } catch {
        if (signal.aborted) return;
      }
      // Without date-init the browser's own clock stands in: right for most visitors, better than nothing.
      void tick(clock ?? { serverMs: Date.now(), receivedAt: Date.now() });
    };
    void start();

    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [enabled, paused, serverClock]);

  return { published };
}
