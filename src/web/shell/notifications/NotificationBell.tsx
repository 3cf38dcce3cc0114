// The header's bell: the unread count on it, and a panel listing the notifications below it.
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { BellIcon } from './BellIcon';
import { NotificationItem } from './NotificationItem';
import { notificationStore, type AppNotification } from './notificationStore';
import { useDismiss } from '../popover/useDismiss';
import { useNotifications } from './useNotifications';

export function NotificationBell() {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, button, close);

  const unread = notifications.filter((n) => !n.read).length;
  const onFollow = (notification: AppNotification) => {
    notificationStore.markRead(notification.id);
    setOpen(false);
  };

  return (
    <div className="notification-bell" ref={container}>
      <button
        ref={button}
        type="button"
        className="icon-button notification-bell-button"
        aria-expanded={open}
        aria-controls={panelId}
        title={t('notifications.bell')}
        onClick={() => setOpen((was) => !was)}
      >
        <BellIcon />
        <span className="visually-hidden">{t('notifications.bell')}</span>
        {unread > 0 && (
          <span className="notification-count" role="img" aria-label={t('notifications.unread', { count: unread })}>
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </button>
      {open && (
        <section id={panelId} className="notification-panel" aria-labelledby={headingId}>
          <div className="notification-panel-head">
            <h2 id={headingId}>{t('notifications.heading')}</h2>
            {unread > 0 && (
              <button type="button" className="link-button" onClick={() => notificationStore.markAllRead()}>
                {t('notifications.markAllRead')}
              </button>
            )}
          </div>
          {notifications.length === 0 ? (
            <p className="notification-empty">{t('notifications.empty')}</p>
          ) : (
            <ul className="notification-list">
              {notifications.map((n) => <NotificationItem key={n.id} notification={n} onFollow={onFollow} />)}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
