// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATIONS_KEY, notificationStore } from './notificationStore';
import { toPtfNotification } from './ptfNotification';

const ptf = () => toPtfNotification('2025-03-11', Date.parse('2025-03-10T10:03:00Z'), '/reports/dam-mcp');

beforeEach(() => localStorage.clear());

describe('notificationStore', () => {
  it('keeps notifications in localStorage, once per id, with their read mark', () => {
    const listener = vi.fn();
    const unsubscribe = notificationStore.subscribe(listener);
    notificationStore.add(ptf());
    notificationStore.markRead('ptf');
    notificationStore.add(ptf()); // a second add of the same id changes nothing
    unsubscribe();

    expect(listener).toHaveBeenCalledTimes(2);
    const stored: unknown = JSON.parse(localStorage.getItem(NOTIFICATIONS_KEY)!);
    expect(stored).toEqual([expect.objectContaining({ id: 'ptf', read: true, deliveryDay: '2025-03-11' })]);
    expect(notificationStore.list()).toBe(notificationStore.list()); // a stable snapshot for React
  });

  it('marks all read and removes', () => {
    notificationStore.add(ptf());
    notificationStore.markAllRead();
    expect(notificationStore.list().every((n) => n.read)).toBe(true);
    notificationStore.remove('ptf');
    expect(notificationStore.list()).toEqual([]);
    expect(localStorage.getItem(NOTIFICATIONS_KEY)).toBeNull();
  });

  it('starts empty from a broken stored value rather than failing', () => {
    localStorage.setItem(NOTIFICATIONS_KEY, '{not json');
    expect(notificationStore.list()).toEqual([]);
    localStorage.setItem(NOTIFICATIONS_KEY, JSON.stringify([{ id: 1 }, { ...ptf(), read: false }]));
    expect(notificationStore.list().map((n) => n.id)).toEqual(['ptf']);
  });
});
