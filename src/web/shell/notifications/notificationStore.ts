// The notifications the bell lists, kept in localStorage so a reload (or another tab) sees the same ones with
// the same read marks. Texts are stored as translation keys, so they follow a language switch.

/**
 * ptf: the day-ahead price (interim or final); publication: another publication the member asked to hear of;
 * alert: one of the member's alert rules (matchings) matched newly published rows.
 */
export type NotificationKind = 'ptf' | 'publication' | 'alert';

/** Values a message reads, formatted when shown (so they follow a language switch too). */
export interface NotificationParams {
  rule?: string;
  value?: number | null;
  /** The period the rule looked at: days (YYYY-MM-DD) or ISO instants. */
  periodStart?: string;
  periodEnd?: string;
}

export interface AppNotification {
  id: string;
  kind: NotificationKind;
  titleKey: string;
  messageKey: string;
  /** The delivery day a day-ahead notification is about, YYYY-MM-DD. */
  deliveryDay?: string;
  href?: string;
  params?: NotificationParams;
  /** ISO instant (server time). */
  createdAt: string;
  read: boolean;
}

export type NewNotification = Omit<AppNotification, 'read'>;

export const NOTIFICATIONS_KEY = 'seffaflik.notifications';

const listeners = new Set<() => void>();
const EMPTY: readonly AppNotification[] = [];
// list() must return the same array while nothing changed (useSyncExternalStore compares snapshots).
let cached: { raw: string | null; items: readonly AppNotification[] } = { raw: null, items: EMPTY };

function readRaw(): string | null {
  try {
    return localStorage.getItem(NOTIFICATIONS_KEY);
  } catch {
    return null;
  }
}

function isNotification(value: unknown): value is AppNotification {
  if (typeof value !== 'object' || value === null) return false;
  const n = value as Record<string, unknown>;
  return typeof n.id === 'string' && (n.kind === 'ptf' || n.kind === 'publication' || n.kind === 'alert') && typeof n.titleKey === 'string'
    && typeof n.messageKey === 'string' && typeof n.createdAt === 'string' && typeof n.read === 'boolean'
    && (n.params === undefined || (typeof n.params === 'object' && n.params !== null));
}

function parse(raw: string | null): readonly AppNotification[] {
  if (raw === null) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isNotification) : EMPTY;
  } catch {
    return EMPTY; // Someone else's or a broken value: start afresh rather than fail the header.
  }
}

function write(items: readonly AppNotification[]): void {
  try {
    if (items.length === 0) localStorage.removeItem(NOTIFICATIONS_KEY);
    else localStorage.setItem(NOTIFICATIONS_KEY, JSON.stringify(items));
  } catch {
    // Storage off: the change is lost with the page, the notification logic still works from the clock.
  }
  listeners.forEach((listener) => listener());
}

function onStorage(event: StorageEvent): void {
  if (event.key === NOTIFICATIONS_KEY || event.key === null) listeners.forEach((listener) => listener());
}

export const notificationStore = {
  list(): readonly AppNotification[] {
    const raw = readRaw();
    if (raw !== cached.raw) cached = { raw, items: parse(raw) };
    return cached.items;
  },

  get(id: string): AppNotification | undefined {
    return notificationStore.list().find((n) => n.id === id);
  },

  /** Adds the notification unread, newest first; an id already present is left as it is (and as read as it was). */
  add(notification: NewNotification): void {
    const items = notificationStore.list();
    if (items.some((n) => n.id === notification.id)) return;
    write([{ ...notification, read: false }, ...items]);
  },

  remove(id: string): void {
    const items = notificationStore.list();
    if (items.some((n) => n.id === id)) write(items.filter((n) => n.id !== id));
  },

  markRead(id: string): void {
    const items = notificationStore.list();
    if (items.some((n) => n.id === id && !n.read)) write(items.map((n) => (n.id === id ? { ...n, read: true } : n)));
  },

  markAllRead(): void {
    const items = notificationStore.list();
    if (items.some((n) => !n.read)) write(items.map((n) => (n.read ? n : { ...n, read: true })));
  },

  /** Calls back on every change, here or in another tab. */
  subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
};
