import { useSyncExternalStore } from 'react';
import { notificationStore, type AppNotification } from './notificationStore';

/** The stored notifications, newest first, re-rendering on every change. */
export function useNotifications(): readonly AppNotification[] {
  return useSyncExternalStore(notificationStore.subscribe, notificationStore.list, notificationStore.list);
}
