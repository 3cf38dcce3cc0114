// The one notification of the day-ahead publication. A fixed id keeps it to one in the store.
import type { NewNotification } from './notificationStore';

export const PTF_NOTIFICATION_ID = 'ptf';

export function toPtfNotification(deliveryDay: string, createdAtMs: number, href: string): NewNotification {
  return {
    id: PTF_NOTIFICATION_ID,
    kind: 'ptf',
    titleKey: 'notifications.ptfTitle',
    messageKey: 'notifications.ptfMessage',
    deliveryDay,
    href,
    createdAt: new Date(createdAtMs).toISOString(),
  };
}
