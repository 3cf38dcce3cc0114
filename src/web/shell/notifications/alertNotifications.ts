// Which of a member's alert firings become bell notifications: those newer than the last one already turned into
// a notification (a watermark kept in localStorage, so a firing is announced once even if the member later removes
// its notification). On the very first look, only the last day's firings are announced, not a long history.
import type { AlertFiring } from '../settings/matchings/alertCalls';
import type { NewNotification } from './notificationStore';

export const ALERTS_NOTIFIED_KEY = 'seffaflik.alerts.notifiedUpTo';
const FIRST_LOOK_MS = 24 * 60 * 60 * 1000;

/** `hrefOf` gives the page of a report id (undefined when the member's menu has none). */
export function alertNotifications(firings: readonly AlertFiring[], notifiedUpTo: number | null, now: number, hrefOf: (reportId: string) => string | undefined): { notifications: NewNotification[]; notifiedUpTo: number | null } {
  const fresh = firings.filter((f) => (notifiedUpTo === null ? Date.parse(f.firedAt) >= now - FIRST_LOOK_MS : f.id > notifiedUpTo));
  const highest = firings.reduce<number | null>((max, f) => (max === null || f.id > max ? f.id : max), notifiedUpTo);
  const notifications = [...fresh].sort((a, b) => a.id - b.id).map((f): NewNotification => {
    const href = f.reportId ? hrefOf(f.reportId) : undefined;
    return {
      id: `alert-${f.id}`, kind: 'alert', titleKey: 'notifications.alertTitle', messageKey: 'notifications.alertMessage',
      createdAt: f.firedAt, params: { rule: f.ruleName ?? '', value: f.value, periodStart: f.periodStart, periodEnd: f.periodEnd },
      ...(href ? { href } : {}),
    };
  });
  return { notifications, notifiedUpTo: highest };
}

export function readNotifiedUpTo(): number | null {
  try {
    const raw = localStorage.getItem(ALERTS_NOTIFIED_KEY);
    return raw !== null && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  } catch {
    return null;
  }
}

export function writeNotifiedUpTo(id: number): void {
  try {
    localStorage.setItem(ALERTS_NOTIFIED_KEY, String(id));
  } catch {
    // Storage off: the next page may announce the same firings again, which is the lesser harm.
  }
}
