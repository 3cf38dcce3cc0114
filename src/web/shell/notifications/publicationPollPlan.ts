// When to ask whether tomorrow's day-ahead prices are out, and what to do with the notification. The operator
// publishes the interim MCP at about 13:00 Istanbul time; between 13:00 and 13:30 the status is asked every
// minute until it says so, outside that window once when the page loads. The notification lives only inside
// the window: it is news at 13:05, not at 18:00.
import { istanbulMsOfDay, istanbulTomorrow } from './serverClock';

export const WINDOW_START_MS = 13 * 3_600_000;
export const WINDOW_END_MS = 13 * 3_600_000 + 30 * 60_000;
export const POLL_INTERVAL_MS = 60_000;
const DAY_MS = 86_400_000;

export interface PollState {
  /** The delivery day of the ptf notification in the store, or null when there is none. */
  notifiedDay: string | null;
  /** Whether the status has been asked since the page loaded. */
  askedOnce: boolean;
}

export interface PollStep {
  inWindow: boolean;
  /** Tomorrow in Istanbul: the day whose prices the status is about. */
  deliveryDay: string;
  /** Ask the published status now. */
  ask: boolean;
  /** Take the ptf notification out of the store (outside the window, or left from another day). */
  removeNotification: boolean;
  /** When to look again, ms from now, assuming a notification has not just been added. */
  nextInMs: number;
}

/** 13:00:00 (inclusive) to 13:30:00 (exclusive), Istanbul time. */
export function isInPublicationWindow(serverMs: number): boolean {
  const ofDay = istanbulMsOfDay(serverMs);
  return ofDay >= WINDOW_START_MS && ofDay < WINDOW_END_MS;
}

/** What to do at this moment of the server's clock. */
export function planPublicationPoll(serverMs: number, state: PollState): PollStep {
  const deliveryDay = istanbulTomorrow(serverMs);
  const ofDay = istanbulMsOfDay(serverMs);
  const inWindow = ofDay >= WINDOW_START_MS && ofDay < WINDOW_END_MS;
  if (inWindow) {
    const notified = state.notifiedDay === deliveryDay;
    return {
      inWindow,
      deliveryDay,
      ask: !notified,
      removeNotification: state.notifiedDay !== null && !notified,
      nextInMs: nextDelay(serverMs, notified),
    };
  }
  return {
    inWindow,
    deliveryDay,
    ask: !state.askedOnce,
    removeNotification: state.notifiedDay !== null,
    nextInMs: nextDelay(serverMs, false),
  };
}

/**
 * How long until the next look: a minute while waiting inside the window (never past its end, so the
 * notification goes at 13:30 sharp), the window's end once notified, else the next 13:00.
 */
export function nextDelay(serverMs: number, notified: boolean): number {
  const ofDay = istanbulMsOfDay(serverMs);
  if (ofDay < WINDOW_START_MS) return WINDOW_START_MS - ofDay;
  if (ofDay >= WINDOW_END_MS) return DAY_MS - ofDay + WINDOW_START_MS;
  const untilEnd = WINDOW_END_MS - ofDay;
  return notified ? untilEnd : Math.min(POLL_INTERVAL_MS, untilEnd);
}
